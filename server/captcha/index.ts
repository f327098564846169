import 'server-only';

export { handleCaptchaCheck, handleCaptchaGet } from './http';
export {
  CAPTCHA_CHECK_LIMIT_PER_MINUTE,
  CAPTCHA_FAIL_LIMIT_PER_MINUTE,
  CAPTCHA_GET_LIMIT_PER_MINUTE,
  CAPTCHA_LOCK_SECONDS,
  CAPTCHA_VERIFY_LIMIT_PER_MINUTE,
  captchaClientId,
} from './limits';
export {
  BLOCK_PUZZLE_TOLERANCE,
  CAPTCHA_TOKEN_TTL_SECONDS,
  CAPTCHA_VERIFICATION_TTL_SECONDS,
  verifyCaptchaVerification,
  type VerificationResult,
} from './service';
