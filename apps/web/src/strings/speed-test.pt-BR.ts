/** Texts of the speed test page (docs/product/subscriber.md#speed-test). */
export const SPEED_TEST_TEXT = {
  pageTitle: 'Velocidade',
  heading: 'Teste de velocidade',
  frameTitle: 'Teste de velocidade do seu provedor',
  loading: 'Carregando o teste de velocidade…',
  unavailable: 'Não foi possível carregar o teste de velocidade, por favor entre em contato com o suporte.',
} as const;
