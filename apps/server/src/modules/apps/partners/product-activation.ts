import { APP_MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { IxcClient } from '../../../integrations/ixc/http-client';
import { featureFailure } from '../../../integrations/ixc/errors';
import { ixcId } from '../../../integrations/ixc/values';
import { AppError } from '../../../lib/app-error';

export interface ProductToAdd {
  contractId: string;
  productId: string;
  label: string;
}

/**
 * `add_product_in_contract`: activating adds the app's product to the contract in IXC, as an item of the
 * contract (`vd_contratos_produtos` with `id_contrato`), at no charge. The contract's own items are read fresh first,
 * so activating twice, or a product the provider added by hand, never adds it again. Answers the item's id.
 */
export async function addProductToContract(
  ixc: Pick<IxcClient, 'list' | 'insert'>,
  product: ProductToAdd,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string> {
  try {
    const { rows } = await ixc.list('vd_contratos_produtos', {
      where: [{ column: 'id_contrato', op: '=', value: product.contractId }],
      sortBy: 'id',
      order: 'asc',
      rowsPerPage: 200,
    });
    const present = rows.find((row) => row.id_contrato === product.contractId && ixcId(row.id_produto) === product.productId);
    if (present) return present.id ?? '';
    return await ixc.insert('vd_contratos_produtos', {
      id_contrato: product.contractId,
      id_vd_contrato: '0',
      id_produto: product.productId,
      descricao: product.label,
      qtde: '1.000',
      valor_unit: '0.00',
      valor_bruto: '0.00',
      desconto: '0.00',
      tipo: 'SVA',
      id_tipo_documento: '900',
      repetir: 'S',
      obs: 'Ativado pela Central do Assinante',
    });
  } catch (error) {
    log.warn({ err: error, contractId: product.contractId }, 'adding the app product to the contract failed');
    // An open ERP circuit passes through as the shared 503 with Retry-After, like every other ERP-backed feature.
    throw featureFailure(error, new AppError('APP_ACTIVATION_FAILED', 502, APP_MESSAGES.activationFailure));
  }
}
