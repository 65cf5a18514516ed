-- Due-date reminders (issue 10). Each provider's run happens once a day from push_reminder_hour, its local hour.
-- push_reminders is the claim of one reminder: a device, a bill and the range it was sent for. It is written
-- before the push goes out, so no replica, retry or restart can send the same reminder twice.
-- push_reminder_runs records each provider's finished day, so the hourly check starts no second run.

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN "push_reminder_hour" INTEGER NOT NULL DEFAULT 9;

-- CreateTable
CREATE TABLE "push_reminders" (
    "subscription_id" UUID NOT NULL,
    "invoice_id" TEXT NOT NULL,
    "range_days" INTEGER NOT NULL,
    "due_date" DATE NOT NULL,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_reminders_pkey" PRIMARY KEY ("subscription_id","invoice_id","range_days")
);

-- CreateTable
CREATE TABLE "push_reminder_runs" (
    "tenant_id" UUID NOT NULL,
    "local_date" DATE NOT NULL,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "removed" INTEGER NOT NULL DEFAULT 0,
    "finished_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_reminder_runs_pkey" PRIMARY KEY ("tenant_id","local_date")
);

-- CreateIndex
CREATE INDEX "push_reminders_due_date_idx" ON "push_reminders"("due_date");

-- AddForeignKey
ALTER TABLE "push_reminders" ADD CONSTRAINT "push_reminders_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_reminder_runs" ADD CONSTRAINT "push_reminder_runs_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
