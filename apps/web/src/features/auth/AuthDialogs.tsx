import { Dialog } from '../../components/Dialog';
import { useAuthDialog } from './auth-dialog';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

export default function AuthDialogs() {
  const { kind, close } = useAuthDialog();
  return (
    <>
      <Dialog
        open={kind === 'login'}
        onOpenChange={(o) => !o && close()}
        title="Log In"
        description="Welcome back to Frame Shop."
        size="sm"
      >
        <LoginForm />
      </Dialog>
      <Dialog
        open={kind === 'signup'}
        onOpenChange={(o) => !o && close()}
        title="Sign Up"
        description="Create an account to order frames and follow your orders."
        size="sm"
      >
        <SignupForm />
      </Dialog>
      <Dialog
        open={kind === 'forgot'}
        onOpenChange={(o) => !o && close()}
        title="Forgot password?"
        description="Enter the e-mail of your account and we will send a link to choose a new password."
        size="sm"
      >
        <ForgotPasswordForm />
      </Dialog>
    </>
  );
}
