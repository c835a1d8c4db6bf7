import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MortgageCalculator } from './mortgage-calculator'
import { mortgageMessages } from './messages'

const figure = (name: string) => screen.getByText(name).nextElementSibling?.textContent

describe('MortgageCalculator', () => {
  it('starts from the estate price, 20 % down, 6.5 % over 30 years', () => {
    render(<MortgageCalculator price={500_000} />)
    expect(screen.getByLabelText('Home price')).toHaveValue('500000')
    expect(screen.getByLabelText('Down payment (%)')).toHaveValue('20')
    expect(screen.getByLabelText('Interest rate (%)')).toHaveValue('6.5')
    expect(screen.getByLabelText('Loan term (years)')).toHaveValue('30')
    expect(figure('Loan amount')).toBe('$400,000.00')
    expect(figure('Monthly payment')).toBe('$2,528.27')
  })

  it('follows the fields as they change', async () => {
    const user = userEvent.setup()
    render(<MortgageCalculator price={500_000} />)
    await user.clear(screen.getByLabelText('Interest rate (%)'))
    await user.type(screen.getByLabelText('Interest rate (%)'), '6')
    expect(figure('Monthly payment')).toBe('$2,398.20')
    await user.selectOptions(screen.getByLabelText('Loan term (years)'), '15')
    expect(figure('Monthly payment')).toBe('$3,375.43')
    await user.clear(screen.getByLabelText('Interest rate (%)'))
    await user.type(screen.getByLabelText('Interest rate (%)'), '0')
    expect(figure('Monthly payment')).toBe('$2,222.22')
    expect(figure('Total interest')).toBe('$0.00')
  })

  it.each([
    ['Home price', '', mortgageMessages.priceInvalid],
    ['Home price', 'lots', mortgageMessages.priceInvalid],
    ['Home price', '-5', mortgageMessages.priceInvalid],
    ['Down payment (%)', '120', mortgageMessages.downPaymentInvalid],
    ['Down payment (%)', '-1', mortgageMessages.downPaymentInvalid],
    ['Interest rate (%)', 'abc', mortgageMessages.rateInvalid],
  ])('%s "%s" gets a message beside it and no figures', async (label, value, message) => {
    const user = userEvent.setup()
    render(<MortgageCalculator price={500_000} />)
    const field = screen.getByLabelText(label)
    await user.clear(field)
    if (value) await user.type(field, value)
    expect(field).toHaveAccessibleDescription(message)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Monthly payment')).not.toBeInTheDocument()
    expect(screen.getByText(mortgageMessages.fixFields)).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/)
  })

  it('says there is no loan with 100 % down', async () => {
    const user = userEvent.setup()
    render(<MortgageCalculator price={500_000} />)
    await user.clear(screen.getByLabelText('Down payment (%)'))
    await user.type(screen.getByLabelText('Down payment (%)'), '100')
    expect(figure('Monthly payment')).toBe('$0.00')
    expect(screen.getByText(mortgageMessages.noLoan)).toBeInTheDocument()
  })
})
