/** Sign-in and the login layout it shares with recovery: the first chunk most visitors load. */
export { LoginLayout } from './LoginLayout';
export { SignInPage } from './SignInPage';
export { signInLoader } from './sign-in-loader';
