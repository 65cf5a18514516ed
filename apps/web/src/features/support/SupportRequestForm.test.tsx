import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SupportRequestForm } from './SupportRequestForm';
import { requestSupport } from './api';

vi.mock('./api', () => ({ requestSupport: vi.fn(async () => ({ protocolo: '2025001' })) }));
vi.mock('@/features/auth/useSessionExpiry', () => ({ useSessionExpiry: () => () => false }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const subjects = [
  { id: '3', value: 'Financeiro: boletos e pagamentos', description: '' },
  { id: '1', value: 'Sem conexão com a internet', description: '' },
  { id: '2', value: 'Internet lenta ou instável', description: '' },
];
const contracts = [
  { id: '2001', description: 'FIBRA 500 MEGA' },
  { id: '2002', description: 'FIBRA 1 GIGA' },
];
const draft = { contractId: '2002', topic: 'no-connection', message: 'Diagnóstico da Minha conexão (27/11 às 14:32):\n\n' } as const;

const field = <T extends HTMLElement>(label: string) => screen.getByLabelText<T>(label);

describe('the support request form opened with a diagnosis', () => {
  it('starts with its contract, the matching subject and the diagnosis, all still editable', async () => {
    const requested = vi.fn();
    render(
      <SupportRequestForm subjects={subjects} contracts={contracts} initialPhone="(61) 99304-0271" draft={draft} onRequested={requested} />,
    );
    expect(field<HTMLSelectElement>('Assunto').value).toBe('1');
    expect(field<HTMLSelectElement>('Contrato').value).toBe('2002');
    expect(field<HTMLTextAreaElement>('Mensagem').value).toBe(draft.message);

    fireEvent.change(field('Assunto'), { target: { value: '2' } });
    fireEvent.change(field('Mensagem'), { target: { value: `${draft.message}A internet cai à noite.` } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(requested).toHaveBeenCalled());
    expect(requestSupport).toHaveBeenCalledWith({
      subject: '2',
      contractId: '2002',
      phone_number: '(61) 99304-0271',
      message: 'Diagnóstico da Minha conexão (27/11 às 14:32):\n\nA internet cai à noite.',
    });
  });

  it('leaves a contract the list does not have, and a subject none fits, for the person to choose', () => {
    render(
      <SupportRequestForm
        subjects={[subjects[0]!]}
        contracts={contracts}
        initialPhone=""
        draft={{ ...draft, contractId: '9999' }}
        onRequested={() => {}}
      />,
    );
    expect(field<HTMLSelectElement>('Assunto').value).toBe('');
    expect(field<HTMLSelectElement>('Contrato').value).toBe('');
  });

  it('opens blank without a draft', () => {
    render(<SupportRequestForm subjects={subjects} contracts={contracts} initialPhone="" onRequested={() => {}} />);
    expect(field<HTMLSelectElement>('Assunto').value).toBe('');
    expect(field<HTMLTextAreaElement>('Mensagem').value).toBe('');
  });
});
