import { availableMemoryBytes, heapLimitMb } from './heap-limit';

/** Prints the server's heap limit in megabytes for bin/central-server (`node --max-old-space-size=<this>`). */
try {
  process.stdout.write(`${heapLimitMb(availableMemoryBytes(), process.env.CENTRAL_HEAP_MB)}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
