import { useId, useState, type ChangeEvent } from 'react'
import { FormField } from '@/components/form-field'
import { mortgage } from '@/config/constants'
import { dollars, type Money } from '@/lib/display-units'
import { convertMoney, formatMoney } from '@/lib/format'
import { estimateMortgage } from './mortgage'
import { readMortgageFields, type MortgageFields } from './mortgage-input'
import { mortgageMessages } from './messages'

/**
 * What the estate would cost each month: the figures follow the fields as they change, and a
 * field out of range says so beside it instead of showing a made-up number.
 */
export function MortgageCalculator({
  price,
  money = dollars,
}: {
  /** In dollars, the data's. */
  price: number
  /** The visitor's: the fields and figures are in it (the page keys the calculator by it). */
  money?: Money
}) {
  const headingId = useId()
  const termId = useId()
  const [fields, setFields] = useState<MortgageFields>({
    homePrice: String(Math.round(convertMoney(price, money))),
    downPaymentPct: String(mortgage.downPaymentPct),
    interestRatePct: String(mortgage.interestRatePct),
    termYears: String(mortgage.termYears),
  })
  const { terms, errors } = readMortgageFields(fields, money)
  const estimate = terms ? estimateMortgage(terms) : undefined
  const update =
    (name: keyof MortgageFields) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFields((current) => ({ ...current, [name]: event.target.value }))

  return (
    <section aria-labelledby={headingId} className="bg-base-200 rounded-box p-7 sm:p-10">
      <h2 id={headingId} className="text-2xl">
        {mortgageMessages.title}
      </h2>
      <p className="text-base-content/70 mt-2 text-sm">{mortgageMessages.intro}</p>
      <div className="mt-8 grid gap-10 md:grid-cols-2">
        <form className="grid gap-5" noValidate onSubmit={(event) => event.preventDefault()}>
          <FormField
            label={mortgageMessages.homePrice}
            inputMode="decimal"
            autoComplete="off"
            value={fields.homePrice}
            onChange={update('homePrice')}
            error={errors?.homePrice}
          />
          <FormField
            label={mortgageMessages.downPayment}
            inputMode="decimal"
            autoComplete="off"
            value={fields.downPaymentPct}
            onChange={update('downPaymentPct')}
            error={errors?.downPaymentPct}
          />
          <FormField
            label={mortgageMessages.interestRate}
            inputMode="decimal"
            autoComplete="off"
            value={fields.interestRatePct}
            onChange={update('interestRatePct')}
            error={errors?.interestRatePct}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={termId} className="text-sm font-semibold">
              {mortgageMessages.term}
            </label>
            <select
              id={termId}
              className="input bg-base-100 w-full"
              value={fields.termYears}
              onChange={update('termYears')}
            >
              {mortgage.termChoices.map((years) => (
                <option key={years} value={years}>
                  {years}
                </option>
              ))}
            </select>
          </div>
        </form>
        <div aria-live="polite" className="flex flex-col justify-center">
          {estimate?.loanAmount === 0 ? (
            <p className="text-base-content/80 mb-6 text-sm">{mortgageMessages.noLoan}</p>
          ) : null}
          {estimate ? (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-6">
              <div className="col-span-2">
                <dt className="text-base-content/70 text-sm">{mortgageMessages.monthlyPayment}</dt>
                <dd className="font-display text-secondary text-4xl">
                  {formatMoney(estimate.monthlyPayment, { cents: true, currency: money.currency })}
                </dd>
              </div>
              <div>
                <dt className="text-base-content/70 text-sm">{mortgageMessages.loanAmount}</dt>
                <dd className="text-lg font-semibold">
                  {formatMoney(estimate.loanAmount, { cents: true, currency: money.currency })}
                </dd>
              </div>
              <div>
                <dt className="text-base-content/70 text-sm">{mortgageMessages.totalInterest}</dt>
                <dd className="text-lg font-semibold">
                  {formatMoney(estimate.totalInterest, { cents: true, currency: money.currency })}
                </dd>
              </div>
            </dl>
          ) : (
            <p className="text-base-content/80">{mortgageMessages.fixFields}</p>
          )}
        </div>
      </div>
    </section>
  )
}
