import type { Locale } from '@wallet/shared/locales'
import { AUTH_EMAILS, type MailText } from './emails.ts'

/**
 * The mails in every language the app speaks (docs/decisions/155-mails-in-the-recipients-language.md). English stays
 * in emails.ts, the source; each language here has the same mails with the same arguments, so a mail missing in one
 * language does not compile. Domain words as in docs/i18n/glossary.md.
 */
type AuthMails = { [K in keyof typeof AUTH_EMAILS]: (typeof AUTH_EMAILS)[K] }

/** 'Hola Ada:' or 'Hola:'; 'مرحبًا Ada،' or 'مرحبًا،'. */
const holaEs = (name: string | undefined) => (name?.trim() ? `Hola ${name.trim()}:` : 'Hola:')
const marhabanAr = (name: string | undefined) => (name?.trim() ? `مرحبًا ${name.trim()}،` : 'مرحبًا،')

const AUTH_ES: AuthMails = {
  welcome: (name, url) => ({
    subject: 'Te damos la bienvenida a tu billetera',
    text: `${holaEs(name)}\n\nTe damos la bienvenida a tu billetera. Confirma tu dirección de correo electrónico para empezar a usarla:\n${url}\n\nSi no has creado una cuenta, ignora este correo.`,
  }),
  resetPassword: (name, url) => ({
    subject: 'Restablece tu contraseña',
    text: `${holaEs(name)}\n\nUsa este enlace para establecer una contraseña nueva (válido durante una hora):\n${url}\n\nSi no lo has pedido, ignora este correo.`,
  }),
  registrationAttempt: (name) => ({
    subject: 'Alguien ha intentado registrarse con tu dirección',
    text: `${holaEs(name)}\n\nAlguien ha intentado crear una cuenta de billetera nueva con esta dirección de correo electrónico. Ya tienes una cuenta, así que no se ha cambiado nada.\n\nSi has sido tú, inicia sesión, o restablece tu contraseña desde la página de inicio de sesión si la has olvidado.\n\nSi no has sido tú, puedes ignorar este correo.`,
  }),
  signInCode: (code) => ({
    subject: 'Tu código de inicio de sesión',
    text: `Tu código de verificación es ${code}. Caduca en 5 minutos.`,
  }),
  emailMfaCode: (code) => ({
    subject: 'Tu código de verificación',
    text: `Tu código de verificación es ${code}. Caduca en 10 minutos.\n\nSi no has pedido activar la autenticación por correo electrónico, cambia tu contraseña.`,
  }),
  stepUpCode: (code) => ({
    subject: 'Tu código de verificación',
    text: `Tu código de verificación es ${code}. Caduca en 10 minutos.\n\nHas pedido confirmar un cambio en las protecciones de tu cuenta (descongelarla, su código antiphishing o sus direcciones de retiro guardadas). Si no has sido tú, cambia tu contraseña.`,
  }),
}

const AUTH_AR: AuthMails = {
  welcome: (name, url) => ({
    subject: 'مرحبًا بك في محفظتك',
    text: `${marhabanAr(name)}\n\nمرحبًا بك في محفظتك. أكِّد عنوان بريدك الإلكتروني لتبدأ في استخدامها:\n${url}\n\nإذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.`,
  }),
  resetPassword: (name, url) => ({
    subject: 'أعد تعيين كلمة المرور',
    text: `${marhabanAr(name)}\n\nاستخدم هذا الرابط لتعيين كلمة مرور جديدة (صالح لمدة ساعة واحدة):\n${url}\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة.`,
  }),
  registrationAttempt: (name) => ({
    subject: 'حاول شخص ما التسجيل بعنوانك',
    text: `${marhabanAr(name)}\n\nحاول شخص ما إنشاء حساب محفظة جديد بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل، لذلك لم يتغيّر شيء.\n\nإذا كنت أنت، فسجّل الدخول بدلًا من ذلك، أو أعد تعيين كلمة المرور من صفحة تسجيل الدخول إذا نسيتها.\n\nإذا لم تكن أنت، يمكنك تجاهل هذه الرسالة.`,
  }),
  signInCode: (code) => ({
    subject: 'رمز تسجيل الدخول',
    text: `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال 5 دقائق.`,
  }),
  emailMfaCode: (code) => ({
    subject: 'رمز التحقق',
    text: `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال 10 دقائق.\n\nإذا لم تطلب تفعيل المصادقة عبر البريد الإلكتروني، فغيّر كلمة المرور.`,
  }),
  stepUpCode: (code) => ({
    subject: 'رمز التحقق',
    text: `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال 10 دقائق.\n\nطلبت تأكيد تغيير في وسائل حماية حسابك (إلغاء تجميده، أو رمز مكافحة التصيّد، أو عناوين السحب المحفوظة). إذا لم تكن أنت، فغيّر كلمة المرور.`,
  }),
}

const AUTH_MAILS: Record<Locale, AuthMails> = { en: AUTH_EMAILS, es: AUTH_ES, ar: AUTH_AR }

/** The head and foot of every mail (mail-layout.ts), per language. */
export const MAIL_LAYOUT: Record<Locale, { antiPhishingLine: (code: string) => string; footer: string }> = {
  en: {
    antiPhishingLine: (code) => `Your anti-phishing code: ${code}`,
    footer: 'Wallet will never ask for your password, your verification codes or your recovery phrase by email.',
  },
  es: {
    antiPhishingLine: (code) => `Tu código antiphishing: ${code}`,
    footer: 'Wallet nunca te pedirá por correo electrónico tu contraseña, tus códigos de verificación ni tu frase de recuperación.',
  },
  ar: {
    antiPhishingLine: (code) => `رمز مكافحة التصيّد الخاص بك: ${code}`,
    footer: 'لن تطلب منك Wallet أبدًا عبر البريد الإلكتروني كلمة المرور أو رموز التحقق أو عبارة الاسترداد.',
  },
}

/** A mail that can be written in any language: its English text, and how to write it in the recipient's. */
export interface TranslatableMail extends MailText {
  translate: (locale: Locale) => MailText
}

/** The auth mail `key` with `args`, in English and, through `translate`, in whichever language its recipient reads. */
export function authMail<K extends keyof AuthMails>(key: K, ...args: Parameters<AuthMails[K]>): TranslatableMail {
  const write = (locale: Locale) => (AUTH_MAILS[locale][key] as (...a: Parameters<AuthMails[K]>) => MailText)(...args)
  return { ...write('en'), translate: write }
}
