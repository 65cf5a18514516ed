-- CreateEnum
CREATE TYPE "support_menu" AS ENUM ('menu', 'chat');

-- CreateEnum
CREATE TYPE "app_activation" AS ENUM ('in_app', 'chat');

-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "app_activation" "app_activation" NOT NULL DEFAULT 'in_app',
ADD COLUMN     "support_menu" "support_menu" NOT NULL DEFAULT 'menu';
