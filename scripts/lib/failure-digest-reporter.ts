import type { Reporter, TestModule } from 'vitest/node';

interface SerializedFailure {
  name?: string;
  message?: string;
  stack?: string;
}

/**
 * Repeats what went wrong at the very end of the run, in a few lines: CI keeps only the tail of the output,
 * where the default reporter has the summary but not the error that failed the run.
 */
export default class FailureDigestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedFailure>): void {
    const lines: string[] = [];
    for (const error of unhandledErrors) lines.push(`unhandled: ${describe(error)}`);
    for (const module of testModules) {
      for (const test of module.children.allTests('failed')) {
        const error = test.result().errors?.[0];
        lines.push(
          `failed: ${module.project.name} ${module.moduleId.replace(process.cwd() + '/', '')} > ${test.fullName}: ${describe(error ?? {})}`,
        );
      }
    }
    if (lines.length === 0) return;
    console.log(
      `\nWhat failed, in short (${lines.length}):\n${lines
        .slice(0, 20)
        .map((line) => `  ${line}`)
        .join('\n')}`,
    );
  }
}

function describe(error: SerializedFailure): string {
  const at = error.stack?.split('\n').find((line) => line.trim().startsWith('at ') && !line.includes('node_modules'));
  return `${error.name ?? 'Error'}: ${(error.message ?? '').split('\n')[0]?.slice(0, 300)}${at ? ` (${at.trim()})` : ''}`;
}
