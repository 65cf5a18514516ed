/** The recovery steps load together: one chunk, fetched when the first step opens. */
export { RequestRestorationPage } from './RequestRestorationPage';
export { ChooseEmailPage } from './ChooseEmailPage';
export { VerificationCodePage } from './VerificationCodePage';
export { NewPasswordPage } from './NewPasswordPage';
export { PasswordChangedPage } from './PasswordChangedPage';
export { chooseEmailLoader, verificationCodeLoader, newPasswordLoader } from './loaders';
