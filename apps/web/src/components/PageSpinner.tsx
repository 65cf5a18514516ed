import { TEXT } from '@/strings/pt-BR';

/**
 * Shown while a page's code or data arrives. It is the splash index.html draws before any script ran (its CSS lives
 * there, with no script), so the hand-over from the HTML to the app shows no change; inside the app the ring takes the
 * provider's colour from Fluent's brand token. Its words are only its name, for screen readers (see index.html).
 */
export function PageSpinner() {
  return (
    <div className="boot-splash" role="progressbar" aria-label={TEXT.common.loading}>
      <div className="boot-ring" />
    </div>
  );
}
