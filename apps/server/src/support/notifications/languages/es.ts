import { amountText } from '@wallet/shared/support/notifications'
import { editedParts, type PermissionFlag } from '../customer-messages.ts'
import type { PaymentMethodName } from '../emails.ts'
import type { LanguageTexts } from './language.ts'

/** 'Hola Ada:' or 'Hola:'. */
const hola = (name: string | undefined) => (name?.trim() ? `Hola ${name.trim()}:` : 'Hola:')

const PERMISSIONS: Record<PermissionFlag, string> = {
  can_send: 'enviar fondos',
  can_swap: 'intercambiar',
  can_buy: 'comprar (depósitos)',
  can_sell: 'vender (retiros)',
  can_stake: 'staking',
}
const STATUS: Record<string, string> = { Pending: 'pendiente', Complete: 'completada', Failed: 'fallida' }
const status = (name: string) => STATUS[name] ?? name
const TICKET_STATUS = { open: 'abierto', in_progress: 'en curso', resolved: 'resuelto' } as const
/** 'Visa •••• 4242', 'Tarjeta •••• 4242', 'Cuenta bancaria •••• 6789'. */
const methodName = ({ kind, name, last4 }: PaymentMethodName) => `${name ?? (kind === 'card' ? 'Tarjeta' : 'Cuenta bancaria')} •••• ${last4}`.trim()

/** Spanish (tú), as the web's Spanish speaks. */
export const es: LanguageTexts = (f) => {
  const passkeysRevoked = (count: number) =>
    `${count === 1 ? 'Se ha eliminado tu llave de acceso' : `Se han eliminado tus ${count} llaves de acceso`} para proteger tu cuenta: ya no sirven para iniciar sesión. Vuelve a añadirlas en Ajustes → Seguridad.`
  const recoveryHold = (until: Date) =>
    `Por tu seguridad, los retiros y envíos desde tu cuenta están en pausa hasta el ${f.time(until)}. Los intercambios y el staking siguen disponibles.`
  // Given as the ledger writes it or as English shows it (grouped): the same exact decimal.
  const amount = (value: string, asset: string) => `${f.amount(amountText(value.replace(/,/g, '')))} ${f.ltr(asset)}`
  return {
    layout: {
      antiPhishingLine: (code) => `Tu código antiphishing: ${code}`,
      footer: 'Wallet nunca te pedirá por correo electrónico tu contraseña, tus códigos de verificación ni tu frase de recuperación.',
    },
    paragraphs: { recoveryHold, passkeysRevoked },
    mails: {
      welcome: (name, url) => ({
        subject: 'Te damos la bienvenida a tu billetera',
        text: `${hola(name)}\n\nTe damos la bienvenida a tu billetera. Confirma tu dirección de correo electrónico para empezar a usarla:\n${url}\n\nSi no has creado una cuenta, ignora este correo.`,
      }),
      resetPassword: (name, url) => ({
        subject: 'Restablece tu contraseña',
        text: `${hola(name)}\n\nUsa este enlace para establecer una contraseña nueva (válido durante una hora):\n${url}\n\nSi no lo has pedido, ignora este correo.`,
      }),
      registrationAttempt: (name) => ({
        subject: 'Alguien ha intentado registrarse con tu dirección',
        text: `${hola(name)}\n\nAlguien ha intentado crear una cuenta de billetera nueva con esta dirección de correo electrónico. Ya tienes una cuenta, así que no se ha cambiado nada.\n\nSi has sido tú, inicia sesión, o restablece tu contraseña desde la página de inicio de sesión si la has olvidado.\n\nSi no has sido tú, puedes ignorar este correo.`,
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
      chainDepositCredited: (value, asset, txHash) => ({
        subject: `Tu depósito de ${asset} ha llegado`,
        text: `Hola:\n\nLos ${amount(value, asset)} enviados a tu dirección de depósito se han abonado en tu billetera tras sus confirmaciones en la cadena.\n\nTransacción: ${txHash}\n\nSi no esperabas este depósito, ponte en contacto con el equipo de soporte.`,
      }),
      banned: (until) => ({
        subject: 'Tu cuenta ha sido suspendida',
        text: `Hola:\n\nTu cuenta de billetera está suspendida hasta el ${f.date(until)}. Mientras esté suspendida no podrás iniciar sesión ni usar la aplicación.\n\nSi crees que se trata de un error, responde a este correo para ponerte en contacto con el equipo de soporte.`,
      }),
      unbanned: {
        subject: 'Tu cuenta se ha reactivado',
        text: 'Hola:\n\nTu cuenta de billetera se ha reactivado. Ya puedes volver a iniciar sesión.\n\nSi no lo esperabas, ponte en contacto con el equipo de soporte.',
      },
      passwordReset: (emailedCodeTurnedOn) => ({
        subject: 'El soporte ha restablecido tu contraseña',
        text: `Hola:\n\nEl equipo de soporte ha restablecido la contraseña de tu cuenta de billetera y ha cerrado tu sesión en todos los dispositivos. Inicia sesión con la contraseña temporal que te han dado; después elegirás una contraseña nueva propia.${emailedCodeTurnedOn ? '\n\nAhora, al iniciar sesión también se te pedirá un código enviado a esta dirección, para que la contraseña temporal no baste por sí sola. Puedes cambiarlo en Ajustes → Seguridad.' : ''}\n\nSi no lo has pedido, ponte en contacto con el equipo de soporte de inmediato.`,
      }),
      sessionsEnded: {
        subject: 'Se ha cerrado tu sesión en todos los dispositivos',
        text: 'Hola:\n\nEl equipo de soporte ha cerrado todas las sesiones de tu cuenta de billetera, así que ningún dispositivo tiene la sesión iniciada. Vuelve a iniciar sesión para continuar.\n\nSi no lo esperabas, ponte en contacto con el equipo de soporte.',
      },
      unfrozen: {
        subject: 'Tu cuenta se ha descongelado',
        text: 'Hola:\n\nTras revisar tu cuenta, el equipo de soporte la ha descongelado. Ya puedes iniciar sesión y mover fondos.\n\nSi no lo has pedido, vuelve a congelar tu cuenta desde Ajustes → Seguridad y ponte en contacto con el equipo de soporte de inmediato.',
      },
      addressSet: (asset, address) => ({
        subject: `Tu dirección de depósito de ${asset} ha cambiado`,
        text: `Hola:\n\nLa dirección de depósito de ${asset} de tu cuenta de billetera es ahora:\n${address}\n\nEnvía ${asset} solo a la dirección que aparece en tu página Billeteras. Si no esperabas este cambio, ponte en contacto con el equipo de soporte antes de enviar nada.`,
      }),
      recoveryHold: (until) => ({
        subject: 'Los retiros y envíos están en pausa tras restablecer tu contraseña',
        text: `Hola:\n\nSe acaba de restablecer la contraseña de tu cuenta de billetera con el enlace que te enviamos por correo.\n\n${recoveryHold(until)}\n\nSi no la has restablecido tú, ponte en contacto con el equipo de soporte de inmediato.`,
      }),
      secondFactorResetRequested: {
        subject: 'El soporte ha pedido restablecer tu segundo factor',
        text: 'Hola:\n\nUn miembro del equipo de soporte ha pedido restablecer el segundo factor de tu cuenta de billetera. Un segundo miembro del personal debe aprobarlo antes de que cambie nada.\n\nSi no lo has pedido, ponte en contacto con el equipo de soporte de inmediato: puede que alguien esté intentando hacerse con tu cuenta.',
      },
      sendComplete: (value, asset, recipient, txHash) => ({
        subject: 'Tu envío se ha completado',
        text: `Tu envío de ${amount(value, asset)} a ${recipient} se ha completado: transacción ${txHash}.`,
      }),
      secondFactorReset: (after) => ({
        subject: 'El soporte ha restablecido tu segundo factor',
        text:
          after === 'email'
            ? 'Hola:\n\nEl equipo de soporte ha restablecido el segundo factor de tu cuenta de billetera y ha cerrado tu sesión en todos los dispositivos. Tu aplicación de autenticación ya no sirve para esta cuenta: ahora, al iniciar sesión se te pedirá un código enviado a esta dirección. Puedes volver a configurar una aplicación de autenticación en Ajustes → Seguridad.\n\nSi no lo has pedido, ponte en contacto con el equipo de soporte de inmediato.'
            : 'Hola:\n\nEl equipo de soporte ha restablecido el segundo factor de tu cuenta de billetera y ha cerrado tu sesión en todos los dispositivos. Ahora, para iniciar sesión solo se te pedirá la contraseña: vuelve a configurar un segundo factor en Ajustes → Seguridad en cuanto puedas.\n\nSi no lo has pedido, ponte en contacto con el equipo de soporte de inmediato.',
      }),
      newDevice: (d) => ({
        subject: 'Nuevo inicio de sesión en tu billetera',
        text: [
          'Hola:',
          '',
          'Se acaba de iniciar sesión en tu cuenta de billetera desde un dispositivo que no había usado antes:',
          '',
          `Hora: ${f.time(d.at)}`,
          `Navegador: ${d.browser} en ${d.system}`,
          `Dirección IP: ${d.ipAddress}`,
          `Lugar: ${d.place ?? 'desconocido'}`,
          '',
          'Si has sido tú, no tienes que hacer nada.',
          '',
          `Si no has sido tú, congela tu cuenta ahora: todas las sesiones se cerrarán, nadie podrá iniciar sesión y no podrán salir fondos. Este enlace funciona una sola vez, durante ${d.validHours} horas:`,
          d.freezeUrl,
          '',
          'Después, cambia tu contraseña cuando la hayas descongelado.',
        ].join('\n'),
      }),
      frozenByLink: {
        subject: 'Tu cuenta está congelada',
        text: 'Hola:\n\nTu cuenta de billetera se ha congelado desde el enlace «No he sido yo» de nuestro correo de nuevo inicio de sesión. Todas las sesiones se han cerrado; nadie puede iniciar sesión y no pueden salir fondos de la cuenta. Los depósitos entrantes siguen llegando.\n\nPara descongelarla, usa «Descongelar tu cuenta» en la página de inicio de sesión con tu contraseña y tu segundo factor cuando termine el periodo de espera, o ponte en contacto con el equipo de soporte.',
      },
      antiPhishingSet: (code) => ({
        subject: 'Tu código antiphishing está configurado',
        text: `Hola:\n\nTu código antiphishing es ahora «${code}». Todos nuestros correos lo muestran en su primera línea: un correo sin él, o con otro código, no es nuestro.\n\nSi no lo has configurado tú, cambia tu contraseña y ponte en contacto con el equipo de soporte.`,
      }),
      antiPhishingRemoved: {
        subject: 'Se ha eliminado tu código antiphishing',
        text: 'Hola:\n\nSe ha eliminado el código antiphishing de tu cuenta de billetera: nuestros correos ya no muestran ninguno.\n\nSi no lo has eliminado tú, cambia tu contraseña y ponte en contacto con el equipo de soporte.',
      },
      addressConfirmation: (asset, address, code) => ({
        subject: 'Confirma tu nueva dirección de retiro',
        text: `Hola:\n\nHas pedido añadir esta dirección de ${asset} a tus direcciones de retiro guardadas:\n${address}\n\nTu código de confirmación es ${code}. Introdúcelo en Ajustes → Seguridad en un plazo de 30 minutos. La dirección solo se podrá usar tras un periodo de bloqueo.\n\nSi no lo has pedido, no introduzcas el código: cambia tu contraseña y ponte en contacto con el equipo de soporte.`,
      }),
      addressSaved: (asset, address, usableAt) => ({
        subject: 'Se ha añadido una dirección de retiro',
        text: `Hola:\n\nSe ha añadido esta dirección de ${asset} a tus direcciones de retiro guardadas:\n${address}\n\nPor tu protección, está bloqueada hasta el ${f.time(usableAt)}; te escribiremos cuando puedas enviar a ella.\n\nSi no la has añadido tú, elimínala en Ajustes → Seguridad, cambia tu contraseña y ponte en contacto con el equipo de soporte.`,
      }),
      addressUsable: (asset, address) => ({
        subject: 'Tu nueva dirección de retiro está lista',
        text: `Hola:\n\nHa terminado el periodo de bloqueo de esta dirección de ${asset}, y ya puedes enviar a ella:\n${address}\n\nSi no la has añadido tú, elimínala en Ajustes → Seguridad y ponte en contacto con el equipo de soporte de inmediato.`,
      }),
      paymentMethodAdded: (method, lockedUntil) => ({
        subject: 'Se ha añadido un método de pago',
        text: `Hola:\n\nSe ha añadido este método de pago a tu cuenta de billetera: ${methodName(method)}.\n\n${
          lockedUntil ? `Como tu lista de direcciones permitidas está activada, queda bloqueado para retiros hasta el ${f.time(lockedUntil)}.\n\n` : ''
        }Si no lo has añadido tú, elimínalo en Ajustes, cambia tu contraseña y ponte en contacto con el equipo de soporte.`,
      }),
      paymentMethodRemoved: (method) => ({
        subject: 'Se ha eliminado un método de pago',
        text: `Hola:\n\nSe ha eliminado este método de pago de tu cuenta de billetera: ${methodName(method)}.\n\nSi no lo has eliminado tú, cambia tu contraseña y ponte en contacto con el equipo de soporte.`,
      }),
      addressRemoved: (asset, address) => ({
        subject: 'Se ha eliminado una dirección de retiro',
        text: `Hola:\n\nSe ha eliminado esta dirección de ${asset} de tus direcciones de retiro guardadas:\n${address}\n\nSi no la has eliminado tú, cambia tu contraseña y ponte en contacto con el equipo de soporte.`,
      }),
      allowlistOn: {
        subject: 'Los envíos ahora solo van a tus direcciones guardadas',
        text: 'Hola:\n\nA partir de ahora tu billetera solo envía fondos a tus direcciones de retiro guardadas cuyo periodo de bloqueo haya terminado.\n\nSi no lo has activado tú, cambia tu contraseña y ponte en contacto con el equipo de soporte.',
      },
      allowlistOffRequested: (at) => ({
        subject: 'Tu lista de direcciones permitidas se desactivará',
        text: `Hola:\n\nHas pedido desactivar la lista de direcciones permitidas. Por tu protección, sigue activada hasta el ${f.time(at)}; después, los envíos podrán ir a cualquier dirección.\n\nSi no lo has pedido, vuelve a activar la lista en Ajustes → Seguridad, cambia tu contraseña y ponte en contacto con el equipo de soporte.`,
      }),
      allowlistOffCancelled: {
        subject: 'Tu lista de direcciones permitidas sigue activada',
        text: 'Hola:\n\nLa lista de direcciones permitidas sigue activada: los envíos solo van a tus direcciones guardadas.\n\nSi no lo has hecho tú, ponte en contacto con el equipo de soporte.',
      },
      allowlistOff: {
        subject: 'Tu lista de direcciones permitidas está desactivada',
        text: 'Hola:\n\nHa terminado el periodo de bloqueo y la lista de direcciones permitidas está desactivada: los envíos pueden ir a cualquier dirección.\n\nSi no lo has pedido, vuelve a activarla en Ajustes → Seguridad y ponte en contacto con el equipo de soporte de inmediato.',
      },
      passkeyAdded: (name) => ({
        subject: 'Se ha añadido una llave de acceso a tu cuenta',
        text: `Hola:\n\nSe ha añadido a tu cuenta de billetera una llave de acceso llamada «${name}». Ya se puede usar para iniciar sesión.\n\nSi no la has añadido tú, inicia sesión, elimínala en Ajustes → Seguridad y cambia tu contraseña; después, ponte en contacto con el equipo de soporte.`,
      }),
      passkeyRenamed: (before, after) => ({
        subject: 'Se ha cambiado el nombre de una llave de acceso de tu cuenta',
        text: `Hola:\n\nLa llave de acceso «${before}» de tu cuenta de billetera se llama ahora «${after}».\n\nSi no lo has hecho tú, revisa tus llaves de acceso en Ajustes → Seguridad y ponte en contacto con el equipo de soporte.`,
      }),
      passkeysRevoked: (count, because) => ({
        subject: 'Se han eliminado tus llaves de acceso',
        text: `Hola:\n\n${because === 'frozen' ? 'Tu cuenta de billetera se ha congelado.' : 'La contraseña de tu cuenta de billetera se ha restablecido desde el enlace enviado por correo.'} ${passkeysRevoked(count)}\n\nSi no lo has hecho tú, ponte en contacto con el equipo de soporte de inmediato.`,
      }),
      passkeyRemovedBySupport: (name) => ({
        subject: 'El soporte ha eliminado una llave de acceso de tu cuenta',
        text: `Hola:\n\nEl soporte ha eliminado la llave de acceso «${name}» de tu cuenta: ya no sirve para iniciar sesión.\n\nSi no lo has pedido, ponte en contacto con el equipo de soporte.`,
      }),
      passkeyRemoved: (name) => ({
        subject: 'Se ha eliminado una llave de acceso de tu cuenta',
        text: `Hola:\n\nLa llave de acceso «${name}» se ha eliminado de tu cuenta de billetera y ya no sirve para iniciar sesión.\n\nSi no lo has hecho tú, cambia tu contraseña y ponte en contacto con el equipo de soporte.`,
      }),
    },
    notices: {
      ticketReplied: (subject) => `El soporte ha respondido a tu ticket «${subject}».`,
      ticketStatus: (subject, state) => `Tu ticket «${subject}» está ahora ${TICKET_STATUS[state]}.`,
      factorResetWaiting: (email) => `Un restablecimiento del segundo factor de ${email} espera tu aprobación.`,
      creditWaiting: (value, asset, email) => `Un abono de ${amount(value, asset)} para ${email} espera tu aprobación.`,
      depositReceived: (value, asset) => `Has recibido ${amount(value, asset)}`,
      depositCredited: (value, asset) => `Se ha abonado tu depósito de ${amount(value, asset)}.`,
      depositFailed: (value, asset) => `Tu depósito de ${amount(value, asset)} ha fallado.`,
      withdrawalCompleted: (value, asset) => `Tu retiro de ${amount(value, asset)} se ha completado.`,
      withdrawalFailed: (value, asset) => `Tu retiro de ${amount(value, asset)} ha fallado. Los fondos reservados se han liberado.`,
      swapCompleted: (fromValue, fromAsset, toValue, toAsset) =>
        `Tu intercambio de ${amount(fromValue, fromAsset)} a ${amount(toValue, toAsset)} se ha completado.`,
      swapFailed: (fromValue, fromAsset) => `Tu intercambio de ${amount(fromValue, fromAsset)} ha fallado. Los fondos reservados se han liberado.`,
      stakePaidOut: (value, asset) => `Tu staking de ${asset} ha pagado ${amount(value, asset)}.`,
      kycApproved: 'Se ha aprobado la verificación de tu identidad.',
      kycRejected: (reason) => `No se ha aprobado la verificación de tu identidad: ${reason} Vuelve a enviarla.`,
      passwordReset: 'El soporte ha restablecido tu contraseña. Elegirás una nueva la próxima vez que inicies sesión.',
      permissionsChanged: (changes) =>
        `Se han cambiado los permisos de tu cuenta: ${f.list(
          changes.map(({ flag, allowed, note }) => `${PERMISSIONS[flag]}: ahora ${allowed ? 'permitido' : 'desactivado'}${note ? ` (motivo: ${note})` : ''}`),
        )}.`,
      addressSet: (asset, address) => `Tu dirección de depósito de ${asset} es ahora ${address}.`,
      transactionAdded: (value, asset, state) => `El soporte ha añadido a tu cuenta una transacción de ${amount(value, asset)} (${status(state)}).`,
      debited: (value, asset, reason) => `El soporte ha descontado ${amount(value, asset)} de tu saldo: ${reason}`,
      transactionEdited: (value, asset, edit) =>
        `El soporte ha actualizado tu transacción de ${amount(value, asset)}: ${editedParts(edit, {
          status: ([from, to]) => `estado ${status(from)} → ${status(to)}`,
          type: ([from, to]) => `tipo ${from ?? 'ninguno'} → ${to ?? 'ninguno'}`,
          note: 'nota actualizada',
          none: 'sin cambios',
          list: f.list,
        })}.`,
      sendComplete: (value, asset, recipient, txHash) => `Tu envío de ${amount(value, asset)} a ${recipient} se ha completado: transacción ${txHash}.`,
      payoutQueued: (value, asset) =>
        `Tu envío de ${amount(value, asset)} se ha aprobado y está en cola para salir en la cadena. Se completará cuando se confirme su transacción.`,
      buyingLinkAdded: (name) => `Se ha añadido una nueva forma de comprar criptomonedas a tu página Pagos: ${name}.`,
      buyingLinkRemoved: (name) => `Se ha eliminado un enlace de compra de tu página Pagos: ${name}.`,
      unbanned: 'Tu cuenta se ha reactivado. Te damos la bienvenida de nuevo.',
      claimed: 'Un especialista de soporte se ocupa ahora de tu cuenta.',
      reassigned: 'Otro especialista de soporte se ocupa ahora de tu cuenta.',
      unassigned: 'Tu cuenta espera a un nuevo especialista de soporte. Tus tickets siguen abiertos.',
      sessionsEnded: 'El soporte ha cerrado tu sesión en todos los dispositivos. Vuelve a iniciar sesión para continuar.',
      factorResetRequested:
        'El soporte ha pedido restablecer tu segundo factor. Antes debe aprobarlo un segundo miembro del personal. Si no lo has pedido tú, ponte en contacto con el soporte de inmediato.',
      factorReset: (after) =>
        after === 'email'
          ? 'El soporte ha restablecido tu segundo factor: se ha eliminado tu aplicación de autenticación y ahora, al iniciar sesión, se te pedirá un código enviado por correo.'
          : 'El soporte ha restablecido tu segundo factor: ahora, para iniciar sesión solo se te pedirá la contraseña. Vuelve a configurar un segundo factor en Ajustes → Seguridad.',
      factorResetRejected: 'Se ha rechazado una solicitud para restablecer tu segundo factor. Tu segundo factor no ha cambiado.',
      unfrozen: 'El soporte ha descongelado tu cuenta. Ya puedes iniciar sesión y mover fondos.',
      passkeyRemoved: (name) => `El soporte ha eliminado la llave de acceso «${name}» de tu cuenta: ya no sirve para iniciar sesión.`,
      passkeysRevoked,
    },
  }
}
