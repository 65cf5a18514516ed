import { describe, expect, it } from 'vitest';
import { offeredSubjects } from './support-subjects';

const ixc = [
  { id: '1', assunto: 'Sem conexão com a internet', descricao: 'A internet parou.', ativo: 'S', mostra_hotsite: 'S' },
  { id: '6', assunto: 'Reparo em rede óptica', descricao: 'Uso interno.', ativo: 'S', mostra_hotsite: 'N' },
  { id: '8', assunto: 'Desativado', descricao: '', ativo: 'N', mostra_hotsite: 'S' },
];
const settings = { type: 'customer_service' as const, departmentId: null, processId: null };

describe('offered support subjects', () => {
  it("offer the provider's configured subjects that IXC has active, in the provider's words", () => {
    const subjects = offeredSubjects(
      {
        ...settings,
        subjects: [
          { id: '6', label: 'Reparo' },
          { id: '8', label: 'Velho' },
          { id: '99', label: 'Sumiu' },
        ],
      },
      ixc,
    );
    expect(subjects).toEqual([{ id: '6', value: 'Reparo', description: 'Uso interno.' }]);
  });
  it('offer the subjects IXC shows on its portal when none are configured', () => {
    expect(offeredSubjects({ ...settings, subjects: [] }, ixc)).toEqual([
      { id: '1', value: 'Sem conexão com a internet', description: 'A internet parou.' },
    ]);
  });
});
