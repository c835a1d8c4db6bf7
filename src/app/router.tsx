import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { RootLayout } from './layout/root-layout'
import { loadVerificationBanner } from './layout/verification-banner-slot'
import { Component as NotFoundPage, RouteErrorPage } from './routes/not-found'

/**
 * The one route table. Every page is its own lazily loaded module exporting loader and Component;
 * the boot path (boot/) creates the router from it.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Loaded with the first page, so the banner does not push the page down after it is drawn.
    loader: loadVerificationBanner,
    // It has nothing to load again: a later sign-in shows the banner when its code arrives.
    shouldRevalidate: () => false,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.login.pattern, lazy: () => import('./routes/login') },
          { path: paths.register.pattern, lazy: () => import('./routes/register') },
          { path: paths.profile.pattern, lazy: () => import('./routes/profile') },
          { path: paths.update.pattern, lazy: () => import('./routes/update') },
          { path: paths.resetPassword.pattern, lazy: () => import('./routes/reset-password') },
          { path: paths.authAction.pattern, lazy: () => import('./routes/auth-action') },
          { path: paths.blogs.pattern, lazy: () => import('./routes/blogs') },
          { path: paths.article.pattern, lazy: () => import('./routes/article') },
          { path: paths.estate.pattern, lazy: () => import('./routes/estate') },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]
