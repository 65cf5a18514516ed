-- The provider's general notification (issue 10): one row per broadcast, worked by the 'push-broadcast' job.
-- last_subscription_id is the fan-out's cursor (subscriptions are sent in pages by id): a retried job resumes
-- after the last page it recorded, so no subscription of a finished page is sent twice.

-- CreateEnum
CREATE TYPE "push_broadcast_state" AS ENUM ('queued', 'sending', 'done');

-- CreateTable
CREATE TABLE "push_broadcasts" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "state" "push_broadcast_state" NOT NULL DEFAULT 'queued',
    "sent" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "removed" INTEGER NOT NULL DEFAULT 0,
    "last_subscription_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "push_broadcasts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "push_broadcasts_tenant_id_created_at_idx" ON "push_broadcasts"("tenant_id", "created_at");

-- AddForeignKey
ALTER TABLE "push_broadcasts" ADD CONSTRAINT "push_broadcasts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
