import { NotFoundContent } from '@/components/NotFoundContent';

/** Panel pages still to be built (and mistyped addresses) show the astronaut inside the shell. */
export function PanelNotFound() {
  return <NotFoundContent backTo="/panel" />;
}
