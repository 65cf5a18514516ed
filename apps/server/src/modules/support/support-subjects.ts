import type { IxcRow } from '../../integrations/ixc/wire';
import type { SupportSettings } from '../tenants/tenant-directory';

export interface OfferedSubject {
  id: string;
  value: string;
  description: string;
}

/**
 * The subjects a subscriber may pick: the provider's configured ones that IXC still has active (with the
 * provider's own wording), or, when none are configured, every active subject IXC shows on its portal.
 */
export function offeredSubjects(settings: SupportSettings, ixcSubjects: IxcRow[]): OfferedSubject[] {
  const active = new Map(ixcSubjects.filter((row) => row.ativo !== 'N').map((row) => [row.id ?? '', row]));
  const describe = (row: IxcRow, value: string) => ({
    id: row.id ?? '',
    value,
    description: (row.descricao || row.assunto || value).trim(),
  });
  if (settings.subjects.length > 0) {
    return settings.subjects.flatMap(({ id, label }) => {
      const row = active.get(id);
      return row ? [describe(row, label || row.assunto || '')] : [];
    });
  }
  return [...active.values()].filter((row) => row.mostra_hotsite === 'S').map((row) => describe(row, (row.assunto ?? '').trim()));
}
