import { Checkbox } from '@fluentui/react-checkbox';
import { TEXT } from '@/strings/pt-BR';

export function ShowPasswordCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <Checkbox label={TEXT.common.showPassword} checked={checked} onChange={(_, data) => onChange(data.checked === true)} />;
}
