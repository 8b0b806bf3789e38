import { useTranslation } from 'react-i18next';
import type { AuditAction } from '@i129f/petition/api/account-data.ts';
import { accountData } from '@i129f/petition/i18n/en/accountData.ts';
import { registerEnglish } from '../../i18n/i18n.ts';

// The English texts travel with the Your Data / Activity chunk.
registerEnglish('accountData', accountData);

/** The English texts (the spec's; tests assert them). Components read them with useDataText. */
export const DATA_TEXT = accountData;

/** The texts of these pages in the reader's language: `const t = useDataText(); t('exportButton')`. */
export const useDataText = () => useTranslation('accountData').t;

type ActionKey = keyof typeof accountData.actions;

/** An audited action's catalogue key: i18next reads '.' as nesting, so 'chat-state.save' is 'chat_state_save'. */
export function actionKey(action: AuditAction | string): `actions.${ActionKey}` | null {
  const key = action.replace(/[.-]/g, '_');
  return key in accountData.actions ? `actions.${key as ActionKey}` : null;
}
