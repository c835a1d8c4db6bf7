import { loginFor } from './session'

test('the login page brings the person back to the screen they asked for, query and all', () => {
  expect(loginFor('http://127.0.0.1:5080/admin/audit?x=1')).toBe(
    '/login?redirectTo=%2Fadmin%2Faudit%3Fx%3D1',
  )
  expect(loginFor('http://127.0.0.1:5080/admin')).toBe('/login?redirectTo=%2Fadmin')
})
