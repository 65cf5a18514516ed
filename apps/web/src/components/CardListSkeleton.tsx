import { makeStyles } from '@griffel/react';
import { Skeleton, SkeletonItem } from '@fluentui/react-skeleton';
import { TEXT } from '@/strings/pt-BR';
import { useCardStyles } from './card-styles';

const useStyles = makeStyles({
  short: { width: '40%' },
});

/** Placeholder cards while a list loads. */
export function CardListSkeleton({ count = 3 }: { count?: number }) {
  const cards = useCardStyles();
  const s = useStyles();
  return (
    <Skeleton aria-label={TEXT.common.loading} className={cards.grid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cards.card}>
          <SkeletonItem size={20} className={s.short} />
          <SkeletonItem size={28} />
          <SkeletonItem size={16} className={s.short} />
        </div>
      ))}
    </Skeleton>
  );
}
