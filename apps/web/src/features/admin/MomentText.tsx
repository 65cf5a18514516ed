import { makeStyles } from '@griffel/react';
import { formatDateTime } from './date-time';

const useStyles = makeStyles({
  // A date split over two lines ('28/11/20' / '26') reads as two values.
  part: { whiteSpace: 'nowrap' },
});

/** A moment in an admin table: its date and its time are never broken; a narrow cell puts the time under the date. */
export function MomentText({ iso }: { iso: string }) {
  const s = useStyles();
  const [date, time] = formatDateTime(iso).split(', ');
  return (
    <>
      <span className={s.part}>{time === undefined ? date : `${date},`}</span>
      {time !== undefined && (
        <>
          {' '}
          <span className={s.part}>{time}</span>
        </>
      )}
    </>
  );
}
