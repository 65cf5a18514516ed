import { object, string, type ObjectSchema } from 'yup';
import { broadcastMessageProblem, broadcastSizeProblem, broadcastTitleProblem } from '@central/domain';

/** The server's own rules (packages/domain/src/broadcast.ts), so the form says the same words before sending. */
const checkedBy = (problemOf: (value: unknown) => string | null) =>
  string()
    .defined()
    .test('broadcast', (value, context) => {
      const problem = problemOf(value);
      return problem === null || context.createError({ message: problem });
    });

export type BroadcastValues = { title: string; message: string };

export const broadcastSchema: ObjectSchema<BroadcastValues> = object({
  title: checkedBy(broadcastTitleProblem),
  message: checkedBy(broadcastMessageProblem).test('fits-one-push', (message, context) => {
    const problem = broadcastSizeProblem((context.parent as Partial<BroadcastValues>).title ?? '', message);
    return problem === null || context.createError({ message: problem });
  }),
});
