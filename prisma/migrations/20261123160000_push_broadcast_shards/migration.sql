-- A broadcast is sent in shards (issue 10): the planner splits the provider's subscriptions into id ranges, one
-- row and one 'push-broadcast-shard' job each, so every replica's worker takes part. Each shard keeps its own
-- cursor, so the broadcast's single cursor goes. shards_left counts down as shards finish: the shard that takes
-- it to 0 marks the broadcast done, in the same statement (the row lock orders two shards finishing together).
-- job_id is the pg-boss job that claimed the shard: a duplicate job for it (a retried planner) finds it taken.

-- AlterTable
ALTER TABLE "push_broadcasts" DROP COLUMN "last_subscription_id",
ADD COLUMN     "shards_left" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "push_broadcast_shards" (
    "broadcast_id" UUID NOT NULL,
    "shard_no" INTEGER NOT NULL,
    "from_id" UUID,
    "to_id" UUID,
    "last_subscription_id" UUID,
    "state" "push_broadcast_state" NOT NULL DEFAULT 'queued',
    "job_id" UUID,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "removed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "push_broadcast_shards_pkey" PRIMARY KEY ("broadcast_id","shard_no")
);

-- CreateIndex
CREATE INDEX "push_subscriptions_tenant_id_id_idx" ON "push_subscriptions"("tenant_id", "id");

-- AddForeignKey
ALTER TABLE "push_broadcast_shards" ADD CONSTRAINT "push_broadcast_shards_broadcast_id_fkey" FOREIGN KEY ("broadcast_id") REFERENCES "push_broadcasts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
