import { generatePrismaClient } from './lib/prepare';

/** `npm run prisma:generate`: writes the Prisma client now, whether or not schema.prisma changed. */
await generatePrismaClient();
