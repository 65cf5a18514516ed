import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  root: { width: '180px', height: '180px', maxWidth: '60vw' },
  space: { fill: tokens.colorBrandBackground2 },
  star: { fill: tokens.colorBrandForeground2 },
  suit: { fill: tokens.colorNeutralBackground1, stroke: tokens.colorNeutralStroke1, strokeWidth: '3px' },
  visor: { fill: tokens.colorBrandBackground },
  shine: { fill: tokens.colorNeutralBackground1, opacity: 0.6 },
  detail: { fill: tokens.colorBrandBackground },
  tether: { fill: 'none', stroke: tokens.colorNeutralStroke1, strokeWidth: '3px', strokeDasharray: '6 6' },
});

/** A lost astronaut floating in space, for the 404 page. Decorative: the heading says what happened. */
export function AstronautIllustration({ className }: { className?: string }) {
  const s = useStyles();
  return (
    <svg className={mergeClasses(s.root, className)} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle className={s.space} cx="100" cy="100" r="96" />
      <circle className={s.star} cx="38" cy="52" r="3" />
      <circle className={s.star} cx="162" cy="40" r="2" />
      <circle className={s.star} cx="170" cy="128" r="3" />
      <circle className={s.star} cx="30" cy="140" r="2" />
      <path className={s.tether} d="M132 134 C 160 150, 170 176, 196 170" />
      <g transform="rotate(-18 100 100)">
        <rect className={s.suit} x="58" y="78" width="22" height="48" rx="10" />
        <rect className={s.suit} x="68" y="80" width="64" height="62" rx="20" />
        <rect className={s.suit} x="44" y="88" width="26" height="16" rx="8" />
        <rect className={s.suit} x="130" y="88" width="26" height="16" rx="8" />
        <rect className={s.suit} x="74" y="134" width="20" height="34" rx="9" />
        <rect className={s.suit} x="106" y="134" width="20" height="34" rx="9" />
        <rect className={s.detail} x="88" y="104" width="24" height="14" rx="4" />
        <circle className={s.suit} cx="100" cy="58" r="32" />
        <rect className={s.visor} x="78" y="44" width="44" height="30" rx="14" />
        <rect className={s.shine} x="86" y="49" width="12" height="7" rx="3.5" />
      </g>
    </svg>
  );
}
