import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { object, string, type Schema } from 'yup';
import { LazySchema, useYupForm } from './use-yup-form';

afterEach(cleanup);

type Values = { name: string; code: string };
const schema = object({
  name: string().required('Informe um nome'),
  code: string()
    .defined()
    .test('digits', 'Só dígitos', (code) => /^\d*$/.test(code)),
});

function Form({ source, onValid }: { source: Schema<Values> | LazySchema<Values>; onValid: (values: Values) => Promise<unknown> | void }) {
  const form = useYupForm<Values>(source, { name: '', code: '' });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      {(['name', 'code'] as const).map((field) => (
        <div key={field}>
          <input
            aria-label={field}
            aria-invalid={form.errors[field] ? true : undefined}
            value={form.values[field]}
            onChange={(event) => form.setValue(field, event.target.value)}
          />
          {form.errors[field] && <span role="alert">{form.errors[field]}</span>}
        </div>
      ))}
      <button type="submit">Enviar</button>
    </form>
  );
}

const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe.each([
  ['a schema', () => schema],
  ['a schema loaded lazily', () => new LazySchema<Values>(() => Promise.resolve(schema))],
])('a form checked by %s', (_, source) => {
  it('flags nothing before the first submit, then every problem, with focus on the first field in error', async () => {
    const onValid = vi.fn();
    render(<Form source={source()} onValid={onValid} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'code' }), { target: { value: 'x' } });
    expect(alerts()).toEqual([]);

    await submit();
    expect(alerts()).toEqual(['Informe um nome', 'Só dígitos']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'name' }));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks again at each change once submitted, and sends valid values once', async () => {
    const onValid = vi.fn();
    render(<Form source={source()} onValid={onValid} />);
    await submit();
    fireEvent.change(screen.getByRole('textbox', { name: 'name' }), { target: { value: 'Ana' } });
    expect(alerts()).toEqual([]);

    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ name: 'Ana', code: '' });
  });
});

describe('a form submitted again before its answer', () => {
  it('sends once and reacts once: the second press is the same action', async () => {
    let answer: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<Form source={schema} onValid={onValid} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'name' }), { target: { value: 'Ana' } });
    const form = screen.getByRole('button', { name: 'Enviar' }).closest('form')!;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(onValid).toHaveBeenCalledTimes(1);

    await act(async () => answer());
    await submit();
    expect(onValid).toHaveBeenCalledTimes(2);
  });
});

describe('a lazily loaded schema that cannot be fetched', () => {
  it('checks nothing and sends, for the server to answer', async () => {
    const onValid = vi.fn();
    render(<Form source={new LazySchema<Values>(() => Promise.reject(new Error('offline')))} onValid={onValid} />);
    await submit();
    expect(alerts()).toEqual([]);
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});
