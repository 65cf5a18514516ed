import { addDays, brazilianDate, daysBetween } from '../calendar';
import { EMPTY_DATE } from '../store/table-schema';
import { jsonAnswer, type IxcAnswer } from '../webservice/answers';
import type { ActionHandler } from './registry';

/** How long a trust unlock keeps the contract released, and how long before it may be used again. */
const RELEASE_DAYS = 3;
const COOLDOWN_DAYS = 30;

/**
 * `POST desbloqueio_confianca {"id": <contract>}`: releases a blocked contract on trust. IXC answers with
 * Portuguese keys, `{tipo, codigo, mensagem}`; the error codes and texts are those logged by real clients.
 */
export const desbloqueioConfianca: ActionHandler = ({ dataset, body, clock }) => {
  const contract = dataset.find('cliente_contrato', body.id ?? '');
  if (!contract) return refusal('106', 'ID de contrato inexistente na base de dados.');
  if (contract.status !== 'A') {
    return refusal('109', 'Não é possível utilizar o desbloqueio de confiança, o contrato está inativo.');
  }
  if (contract.status_internet === 'A') {
    return refusal('107', 'O contrato já encontra-se ativo, não é necessário utilizar o desbloqueio de confiança.');
  }
  // No source shows IXC's answer for a contract without trust unlock enabled; code 110 is this sandbox's.
  if (contract.desbloqueio_confianca !== 'S') {
    return refusal('110', `O desbloqueio de confiança não está habilitado para o contrato ${contract.id}.`);
  }
  const today = clock.today();
  const lastUse = contract.dt_ult_desb_conf ?? EMPTY_DATE;
  if (lastUse !== EMPTY_DATE && lastUse !== '' && daysBetween(lastUse, today) < COOLDOWN_DAYS) {
    const paymentDeadline = brazilianDate(contract.dt_retorno_desb_conf ?? lastUse);
    return refusal(
      '113',
      `O desbloqueio de confiança não está disponível para o contrato ${contract.id}, este recurso foi usado no dia ` +
        `${brazilianDate(lastUse)} e não foi realizado o pagamento até o dia ${paymentDeadline}.`,
    );
  }
  Object.assign(contract, {
    status_internet: 'A',
    desbloqueio_confianca_ativo: 'S',
    dt_ult_desb_conf: today,
    dt_retorno_desb_conf: addDays(today, RELEASE_DAYS),
    ultima_atualizacao: clock.now(),
  });
  const releasedUntil = brazilianDate(addDays(today, RELEASE_DAYS));
  return jsonAnswer({
    tipo: 'sucesso',
    mensagem: `Desbloqueio de confiança realizado com sucesso! O contrato ficará liberado até ${releasedUntil}.`,
  });
};

function refusal(codigo: string, mensagem: string): IxcAnswer {
  return jsonAnswer({ tipo: 'erro', codigo, mensagem });
}
