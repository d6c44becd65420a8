'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { PhoneSignIn } from '@/features/sign-in/client'
import { offeredHold } from '@/features/waitlist/client'
import {
  bookingApi,
  newIdempotencyKey,
  type Appointment,
  type BookingSettings,
  type Client,
  type Employee,
  type Hold,
  type Location,
  type PaymentLink,
  type Service,
} from '../../client/api-client'
import { BookingApiError, errorMessage, isTimeGone } from '../../client/api-errors'
import { balanceProblem, myBalance, type BalanceUse } from '../../client/balance'
import { voucherProblem, type VoucherUse } from '../../client/voucher'
import { resolveChoice } from '../../client/slots'
import { heldSummary, plannedSummary } from '../../client/summary'
import type { Locale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'
import { fill } from '@/platform/i18n/messages'
import type { BookingContext } from '@/ui/behaviours/behaviour'
import { telHref } from '@/platform/seo/salon'

import { ConfirmStep, DoneStep, PayStep } from './confirm-steps'
import { SalonStep, ServicesStep, StylistStep, type ChosenOptions } from './choice-steps'
import { HoldCountdown } from './hold-countdown'
import { StepFooter, SummaryOfVisit } from './step-parts'
import { TimeStep } from './time-step'
import type { AppliedVoucher } from './voucher-field'
import styles from './widget.module.css'

type Step = 'salon' | 'services' | 'stylist' | 'time' | 'phone' | 'confirm' | 'pay' | 'done'

const asText = (value: BookingContext[keyof BookingContext]) => (value == null ? null : String(value))

/**
 * The booking widget (issue 4): salon → services → stylist or any → date and time → hold with a
 * countdown → phone and code (skipped when signed in) → confirm → success with an .ics file. The
 * same tree runs in the dialog of the Book buttons and inline on /book/. `context` preselects a
 * salon, service and stylist by id or slug.
 */
export function BookingWidget({
  locale,
  context = {},
  onClose,
  phone = null,
}: {
  locale: Locale
  context?: BookingContext
  onClose?: () => void
  /** The salon's phone, offered when online booking cannot be used. */
  phone?: string | null
}) {
  const t = bookingMessages(locale)
  const [step, setStep] = useState<Step | null>(null)
  const [settings, setSettings] = useState<BookingSettings>({ severalServices: true, skipProfessional: true })
  const [locations, setLocations] = useState<Location[]>([])
  const [salon, setSalon] = useState<Location | null>(null)
  const [services, setServices] = useState<Service[]>([])
  const [chosen, setChosen] = useState<string[]>([])
  // The option chosen of each chosen service that has options (docs/decisions/0052).
  const [options, setOptions] = useState<ChosenOptions>({})
  /** The group of the service the visitor came from, listed first (fixed when the salon loads). */
  const [leadGroup, setLeadGroup] = useState<string | null>(null)
  const [stylists, setStylists] = useState<Employee[]>([])
  const [preferred, setPreferred] = useState<Employee | null>(null)
  const [employee, setEmployee] = useState<string | null>(null)
  // The start picked on the time step, before it is held (for the summary).
  const [picked, setPicked] = useState<string | null>(null)
  const [hold, setHold] = useState<Hold | null>(null)
  const [client, setClient] = useState<Client | null>(null)
  // Signed in when the widget opened: the phone step is not one of the steps at all.
  const [signedInAtStart, setSignedInAtStart] = useState(false)
  // The salon came with the widget (a salon's or service's page): its step is not counted.
  const [salonGiven, setSalonGiven] = useState(false)
  const [appointment, setAppointment] = useState<Appointment | null>(null)
  const [payment, setPayment] = useState<PaymentLink | null>(null)
  // A gift voucher checked on the confirm step, sent with the booking; what it then paid.
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null)
  const [voucherError, setVoucherError] = useState<string | null>(null)
  const [voucherUse, setVoucherUse] = useState<VoucherUse | null>(null)
  // The client's balance (read once signed in), whether it pays, and what it then paid.
  const [balance, setBalance] = useState(0)
  const [useBalance, setUseBalance] = useState(false)
  const [balanceError, setBalanceError] = useState<string | null>(null)
  const [balanceUse, setBalanceUse] = useState<BalanceUse | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // No salon takes online bookings just now (the booking system cannot be reached).
  const [unavailable, setUnavailable] = useState(false)
  const [busy, setBusy] = useState(false)
  // Bumped to make the time step read free times again (after a taken time or an expired hold).
  const [freshTimes, setFreshTimes] = useState(0)
  const stepBox = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  const holdRef = useRef<Hold | null>(null)
  const idempotencyKey = useRef('')

  // Each ticked service with options has one chosen: the visitor's, else its first (docs/decisions/0052).
  const chosenOptions: ChosenOptions = Object.fromEntries(
    chosen.flatMap((id) => {
      const own = services.find((s) => s.id === id)?.options ?? []
      const option = own.find((o) => o.id === options[id]) ?? own[0]
      return option ? [[id, option.id]] : []
    }),
  )

  const fail = useCallback((error: unknown) => setFailure(errorMessage(error, t, locale)), [t, locale])

  const go = useCallback((next: Step) => {
    moved.current = true
    setFailure(null)
    setStep(next)
  }, [])

  // The balance is read when the signed-in client reaches the confirm step (it pays only when it holds something).
  useEffect(() => {
    if (step !== 'confirm' || !client) return
    let alive = true
    void myBalance().then((pounds) => {
      if (alive) setBalance(pounds)
    })
    return () => {
      alive = false
    }
  }, [step, client])

  // Each step's heading gets focus when the step changes, so it is announced.
  useEffect(() => {
    if (!moved.current) return
    stepBox.current?.querySelector<HTMLElement>('h2, h3')?.focus()
  }, [step])

  const loadSalon = useCallback(
    async (
      location: Location,
      preselect: { service?: string | null; option?: string | null; employee?: Employee | null } = {},
    ) => {
      const [list, staff] = await Promise.all([
        bookingApi.services(locale, location.id),
        preselect.employee ? bookingApi.employees(locale, location.id, []) : Promise.resolve([]),
      ])
      // A stylist's Book button offers that stylist's services.
      const worker = preselect.employee ? (staff.find((e) => e.id === preselect.employee!.id) ?? null) : null
      const offered = worker ? list.filter((s) => worker.services.includes(s.id)) : list
      // A salon with nothing to book online: its list could not be read (the booking system is down).
      if (!list.length) setUnavailable(true)
      setSalon(location)
      setServices(offered)
      setPreferred(worker)
      const service = resolveChoice(offered, preselect.service)
      setChosen(service ? [service.id] : [])
      // A service page's option (…&option=) is chosen with its service.
      const option = service?.options?.find((o) => o.id === preselect.option)
      setOptions(service && option ? { [service.id]: option.id } : {})
      setLeadGroup(service?.group?.path ?? null)
    },
    [locale],
  )

  // Start: settings, salons, whether the visitor is signed in, and the preselected context.
  useEffect(() => {
    let alive = true
    void (async () => {
      try {
        const [s, list, me] = await Promise.all([bookingApi.settings(), bookingApi.locations(locale), bookingApi.me()])
        if (!alive) return
        setSettings(s)
        setLocations(list)
        if (!list.length) {
          setUnavailable(true)
          return
        }
        setClient(me)
        setSignedInAtStart(me != null)
        // A waitlist offer's link (?offer=…): its held time, ready to confirm (decision 0046). Not
        // let go when the widget closes: the offer stays the client's until it runs out.
        const offerRef = new URLSearchParams(window.location.search).get('offer')
        const offered = offerRef ? await offeredHold<Hold>(offerRef, locale) : null
        const offeredAt = offered && list.find((l) => l.id === offered.location.id)
        if (offered && offeredAt) {
          await loadSalon(offeredAt)
          setSalonGiven(true)
          setChosen(offered.items.map((i) => i.service.id))
          setOptions(Object.fromEntries(offered.items.flatMap((i) => (i.option ? [[i.service.id, i.option.id]] : []))))
          setEmployee(offered.items[0]?.employee.id ?? null)
          setHold(offered)
          idempotencyKey.current = newIdempotencyKey()
          if (alive) setStep(me ? 'confirm' : 'phone')
          return
        }
        if (offerRef) setFailure(t.bookHoldExpired)
        let location = resolveChoice(list, asText(context.salon))
        let worker: Employee | null = null
        const employeeValue = asText(context.employee)
        if (employeeValue) {
          const everyone = location
            ? await bookingApi.employees(locale, location.id, [])
            : await bookingApi.employees(locale, '', [])
          worker = resolveChoice(everyone, employeeValue)
          if (!location && worker) location = list.find((l) => worker!.locations.includes(l.id)) ?? null
        }
        if (location) {
          setSalonGiven(true)
          await loadSalon(location, {
            service: asText(context.service),
            option: asText(context.option),
            employee: worker,
          })
          if (alive) setStep('services')
        } else if (alive) setStep('salon')
      } catch (error) {
        if (!alive) return
        fail(error)
        setUnavailable(true)
      }
    })()
    return () => {
      alive = false
    }
    // The context is read once, when the widget opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A hold still open when the widget closes is let go, so the time is free for others at once.
  useEffect(
    () => () => {
      const open = holdRef.current
      if (open) void bookingApi.release(open).catch(() => undefined)
    },
    [],
  )

  const keepHold = (next: Hold | null) => {
    holdRef.current = next
    setHold(next)
  }

  const releaseHold = () => {
    if (hold) void bookingApi.release(hold).catch(() => undefined)
    keepHold(null)
  }

  async function act(action: () => Promise<void>) {
    if (busy) return
    setBusy(true)
    setFailure(null)
    try {
      await action()
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  const chooseSalon = (location: Location) =>
    act(async () => {
      if (salon?.id !== location.id) {
        // A service named in the address (/book/?service=…) is chosen at the salon picked first.
        await loadSalon(location, salon ? {} : { service: asText(context.service), option: asText(context.option) })
        setEmployee(null)
      }
      go('services')
    })

  const chooseServices = () =>
    act(async () => {
      const list = await bookingApi.employees(locale, salon!.id, chosen)
      setStylists(list)
      const keep = (id: string | null) => (id && list.some((e) => e.id === id) ? id : null)
      const fallback = settings.skipProfessional ? null : (list[0]?.id ?? null)
      setEmployee(keep(employee) ?? keep(preferred?.id ?? null) ?? fallback)
      go('stylist')
    })

  const holdTime = (start: string) =>
    act(async () => {
      try {
        const held = await bookingApi.hold({
          location: salon!.id,
          start,
          items: chosen.map((service) => ({ service, option: chosenOptions[service] ?? null, employee })),
        })
        keepHold(held)
        idempotencyKey.current = newIdempotencyKey()
        go(client ? 'confirm' : 'phone')
      } catch (error) {
        if (isTimeGone(error)) setFreshTimes((n) => n + 1)
        throw error
      }
    })

  const backToTimes = (message: string | null) => {
    releaseHold()
    setFreshTimes((n) => n + 1)
    go('time')
    setFailure(message)
  }

  const confirm = () =>
    act(async () => {
      const held = hold!
      try {
        const booked = await bookingApi.book(
          {
            location: held.location.id,
            start: held.start,
            items: held.items.map((i) => ({
              service: i.service.id,
              option: i.option?.id ?? null,
              employee: i.employee.id,
            })),
            hold: { id: held.id, token: held.token },
            locale,
            ...(voucher ? { voucher: voucher.code } : {}),
            ...(useBalance && balance > 0 ? { useBalance: true } : {}),
          },
          idempotencyKey.current,
        )
        holdRef.current = null
        setHold(null)
        setAppointment(booked.appointment)
        setVoucherUse(booked.voucher ?? null)
        setBalanceUse(booked.balance ?? null)
        // A visit that needs a prepayment or a card: its terms, then Stripe's page.
        if (booked.payment) {
          setPayment(booked.payment)
          go('pay')
        } else go('done')
      } catch (error) {
        if (isTimeGone(error)) {
          backToTimes(errorMessage(error, t, locale))
          return
        }
        const aboutVoucher = error instanceof BookingApiError && voucherProblem(error.status, error.body, locale)
        if (aboutVoucher) {
          setVoucher(null)
          // Spent meanwhile: the time held for it was let go, so the times are read again.
          if (error.reason === 'voucher_spent') backToTimes(aboutVoucher)
          else setVoucherError(aboutVoucher)
          return
        }
        const aboutBalance = error instanceof BookingApiError && balanceProblem(error.body, locale)
        if (aboutBalance) {
          setUseBalance(false)
          setBalance(await myBalance())
          // Spent meanwhile: the time held for it was let go, so the times are read again.
          if (error.reason === 'balance_spent') backToTimes(aboutBalance)
          else setBalanceError(aboutBalance)
          return
        }
        if (error instanceof Error && 'status' in error && error.status === 401) {
          setClient(null)
          go('phone')
        }
        throw error
      }
    })

  const signedIn = (who: Client) => {
    setClient(who)
    go('confirm')
  }

  // The steps the visitor goes through, counted from 1: those decided before the widget opened are left out.
  const steps: Step[] = [
    ...(salonGiven ? [] : ['salon' as const]),
    'services',
    'stylist',
    'time',
    ...(signedInAtStart ? [] : ['phone' as const]),
    'confirm',
  ]
  // Nothing to choose while online booking is unavailable: the widget says so instead.
  const shown = unavailable ? null : step
  const number = shown ? steps.indexOf(shown) + 1 : 0
  // The visit chosen so far, at the foot of every step: the held one once a time is held.
  const stylistName =
    employee != null
      ? (stylists.find((e) => e.id === employee)?.name ?? null)
      : step === 'stylist' || step === 'time'
        ? t.bookAnyStylist
        : null
  const summary = hold
    ? heldSummary(hold, locale)
    : plannedSummary(
        chosen.flatMap((id) => {
          const service = services.find((s) => s.id === id)
          return service ? [{ service, option: chosenOptions[id] ?? null }] : []
        }),
        step === 'services' ? null : stylistName,
        step === 'time' ? picked : null,
        locale,
      )

  return (
    <div className={styles.widget} aria-busy={step === null || busy}>
      {number > 0 && (
        <p className={styles.stepCount}>{fill(t.bookStep, { step: String(number), total: String(steps.length) })}</p>
      )}
      {hold && (step === 'phone' || step === 'confirm') && (
        <HoldCountdown hold={hold} locale={locale} onExpire={() => backToTimes(t.bookHoldExpired)} />
      )}
      <div role="alert" className={styles.failure}>
        {failure}
      </div>
      <SummaryOfVisit.Provider value={shown === 'done' || shown === 'pay' ? null : summary}>
        <div ref={stepBox}>
          {unavailable ? (
            <div role="status">
              <p>{t.bookUnavailable}</p>
              {phone && (
                <p>
                  <a className={styles.primary} href={telHref(phone)}>
                    {fill(t.bookCallSalon, { phone })}
                  </a>
                </p>
              )}
            </div>
          ) : (
            step === null && <p className={styles.muted}>{t.bookLoading}</p>
          )}
          {shown === 'salon' && (
            <SalonStep
              locale={locale}
              locations={locations}
              chosen={salon?.id ?? null}
              busy={busy}
              onChoose={chooseSalon}
            />
          )}
          {shown === 'services' && (
            <ServicesStep
              locale={locale}
              services={services}
              first={{
                group: leadGroup,
                // The visitor's own gender when known, else that of the page they came from.
                gender: client?.sex === 'female' || client?.sex === 'male' ? client.sex : leadGroup?.split('/')[0],
              }}
              chosen={chosen}
              options={chosenOptions}
              several={settings.severalServices}
              busy={busy}
              onChange={setChosen}
              onOption={(service, option) => setOptions((now) => ({ ...now, [service]: option }))}
              onBack={() => go('salon')}
              onContinue={chooseServices}
            />
          )}
          {shown === 'stylist' && (
            <StylistStep
              locale={locale}
              stylists={stylists}
              anyAllowed={settings.skipProfessional}
              chosen={employee}
              onChange={setEmployee}
              onBack={() => go('services')}
              onContinue={() => go('time')}
            />
          )}
          {shown === 'time' && salon && (
            <TimeStep
              locale={locale}
              salon={salon}
              services={chosen}
              options={chosen.map((service) => chosenOptions[service] ?? null)}
              employee={employee}
              refresh={freshTimes}
              busy={busy}
              onError={fail}
              onBack={() => go('stylist')}
              onHold={holdTime}
              onPick={setPicked}
            />
          )}
          {shown === 'phone' && (
            <section>
              <PhoneSignIn locale={locale} onSignedIn={signedIn} />
              <StepFooter>
                <button type="button" className={styles.back} onClick={() => backToTimes(null)}>
                  {t.bookBack}
                </button>
              </StepFooter>
            </section>
          )}
          {shown === 'confirm' && hold && salon && (
            <ConfirmStep
              locale={locale}
              salon={salon}
              visit={hold}
              client={client}
              busy={busy}
              onBack={() => backToTimes(null)}
              onConfirm={confirm}
              voucher={{
                applied: voucher,
                error: voucherError,
                onApplied: (applied, error) => {
                  setVoucher(applied)
                  setVoucherError(error)
                },
              }}
              balance={{
                available: balance,
                use: useBalance,
                error: balanceError,
                onChange: (use) => {
                  setUseBalance(use)
                  setBalanceError(null)
                },
              }}
            />
          )}
          {shown === 'pay' && appointment && payment && salon && (
            <PayStep
              locale={locale}
              salon={salon}
              visit={appointment}
              payment={payment}
              voucher={voucherUse}
              balance={balanceUse}
              onLater={() => go('done')}
              onLetGo={() =>
                act(async () => {
                  await bookingApi.release({ id: appointment.id, token: '' })
                  setPayment(null)
                  setAppointment(null)
                  setFreshTimes((n) => n + 1)
                  go('time')
                })
              }
            />
          )}
          {shown === 'done' && appointment && salon && (
            <DoneStep
              locale={locale}
              salon={salon}
              visit={appointment}
              voucher={voucherUse}
              balance={balanceUse}
              onClose={onClose}
            />
          )}
        </div>
      </SummaryOfVisit.Provider>
    </div>
  )
}
