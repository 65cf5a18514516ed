import { tokens } from '@fluentui/react-theme';

/**
 * Every state a status chip can show, and its tone (docs/product/subscriber.md#status-chips). The tones use Fluent's
 * fixed status and palette colours, never the brand's: a provider whose colour is red must not make 'A vencer' look
 * like 'Vencida'.
 */
export type StatusTone = 'success' | 'warning' | 'danger' | 'informative' | 'neutral';

export const STATUS_TONES = {
  paid: 'success',
  open: 'informative',
  partial: 'warning',
  overdue: 'danger',
  active: 'success',
  blocked: 'danger',
  inactive: 'danger',
  online: 'success',
  offline: 'danger',
  suspended: 'danger',
  enabled: 'success',
  disabled: 'neutral',
  queued: 'neutral',
  in_progress: 'informative',
  done: 'success',
  closed: 'neutral',
  // The fibre signal's bands (@central/domain's signalBand): 'Bom', 'Atenção', 'Ruim'.
  good: 'success',
  attention: 'warning',
  bad: 'danger',
} as const satisfies Record<string, StatusTone>;

export type StatusState = keyof typeof STATUS_TONES;

export type ToneColors = { background: string; foreground: string; border: string };

/** Each tone's text, background and border, as Fluent token variables; their contrast is checked in status-tones.test.ts. */
export const TONE_COLORS: Record<StatusTone, ToneColors> = {
  success: {
    background: tokens.colorStatusSuccessBackground1,
    foreground: tokens.colorStatusSuccessForeground1,
    border: tokens.colorStatusSuccessBorder1,
  },
  // Amber rather than Fluent's orange warning, which sits too close to red.
  warning: {
    background: tokens.colorPaletteMarigoldBackground1,
    foreground: tokens.colorPaletteMarigoldForeground2,
    border: tokens.colorPaletteMarigoldBorder1,
  },
  danger: {
    background: tokens.colorStatusDangerBackground1,
    foreground: tokens.colorStatusDangerForeground1,
    border: tokens.colorStatusDangerBorder1,
  },
  informative: {
    background: tokens.colorPaletteBlueBackground2,
    foreground: tokens.colorPaletteBlueForeground2,
    border: tokens.colorPaletteBlueBackground2,
  },
  neutral: {
    background: tokens.colorNeutralBackground4,
    foreground: tokens.colorNeutralForeground2,
    border: tokens.colorNeutralStroke2,
  },
};

/** What a status chip shows: its words and the state that picks its colours. */
export type StatusChip = { text: string; state: StatusState };
