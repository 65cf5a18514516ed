import { needsIntegration, secretMustBeRetyped, validateCustomerApp, type ActivationCriterion } from '@central/domain';
import type { AdminCustomerApp, AdminCustomerAppBody } from '@central/domain/api';
import { formRuleSchema } from '@/lib/yup-fields';

/** The app form's state: every field of the Admin customer app (docs/product/admin.md#apps). */
export type AppFormValues = {
  name: string;
  image: string;
  pending_text: string;
  active_text: string;
  app_store_link: string;
  play_store_link: string;
  activation_criteria: ActivationCriterion;
  product_ids: string[];
  plan_ids: string[];
  product: string;
  integration_method: string;
  integration_method_product_ids: string[];
  /** Subscribers see and activate the app; off, its page says it is switched off. */
  active: boolean;
  /** The partner connection; the secret starts empty (write-only) and empty keeps the stored one. */
  integration_url: string;
  integration_user: string;
  integration_secret: string;
  integration_secret_set: boolean;
  /** The stored URL, the origin the stored secret is bound to; empty for a new app. */
  integration_stored_url: string;
};

export const NEW_APP: AppFormValues = {
  name: '',
  image: '',
  pending_text: '',
  active_text: '',
  app_store_link: '',
  play_store_link: '',
  activation_criteria: 'any',
  product_ids: [],
  plan_ids: [],
  product: '',
  integration_method: '',
  integration_method_product_ids: [],
  active: true,
  integration_url: '',
  integration_user: '',
  integration_secret: '',
  integration_secret_set: false,
  integration_stored_url: '',
};

export function appFormFrom(app: AdminCustomerApp): AppFormValues {
  return {
    name: app.name,
    image: app.image,
    pending_text: app.pending_text,
    active_text: app.active_text,
    app_store_link: app.app_store_link ?? '',
    play_store_link: app.play_store_link ?? '',
    activation_criteria: app.activation_criteria,
    product_ids: [...app.product_ids],
    plan_ids: [...app.plan_ids],
    product: app.product ?? '',
    integration_method: app.integration_method,
    integration_method_product_ids: [...app.integration_method_product_ids],
    active: app.active,
    integration_url: app.integration.url ?? '',
    integration_user: app.integration.user ?? '',
    integration_secret: '',
    integration_secret_set: app.integration.secret_set,
    integration_stored_url: app.integration.url ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The body to save. A list counts only where it applies: products for 'product_in_contract', plans for
 * 'plan_in_contract', the products to add for 'add_product_in_contract'; the others are sent empty. The partner
 * connection goes only with a method that talks to a partner, its secret only when one was typed.
 */
export function appBodyFrom(values: AppFormValues): AdminCustomerAppBody {
  return {
    name: values.name.trim(),
    image: values.image.trim(),
    pending_text: values.pending_text.trim(),
    active_text: values.active_text.trim(),
    app_store_link: orNull(values.app_store_link),
    play_store_link: orNull(values.play_store_link),
    activation_criteria: values.activation_criteria,
    product_ids: values.activation_criteria === 'product_in_contract' ? values.product_ids : [],
    plan_ids: values.activation_criteria === 'plan_in_contract' ? values.plan_ids : [],
    product: orNull(values.product),
    integration_method: values.integration_method,
    integration_method_product_ids: values.integration_method === 'add_product_in_contract' ? values.integration_method_product_ids : [],
    active: values.active,
    integration: needsIntegration(values.integration_method)
      ? {
          url: values.integration_url.trim(),
          user: values.integration_user.trim(),
          secret: values.integration_secret.trim() === '' ? null : values.integration_secret,
        }
      : null,
  };
}

/** The problems the server would find, in its words (validateCustomerApp). */
export const appFormSchema = formRuleSchema('customer-app', (values: AppFormValues) =>
  validateCustomerApp(appBodyFrom(values), {
    secretStored: values.integration_secret_set,
    storedUrl: values.integration_stored_url,
  }),
);

/** Whether the URL now names another origin than the stored secret's, which must then be typed again. */
export function integrationSecretMoved(values: AppFormValues): boolean {
  const url = values.integration_url.trim();
  return secretMustBeRetyped({
    storedUrl: values.integration_stored_url,
    url,
    secretStored: values.integration_secret_set,
    secretGiven: false,
  });
}
