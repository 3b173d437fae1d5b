import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@host/sdk';
import { ConfigErrorPage } from './ConfigErrorPage.tsx';

describe('ConfigErrorPage', () => {
  it('tells a visitor in plain words when the server could not be reached, without the request or its status', () => {
    const error = new HttpError('http', 503, '/bff-api/manifest.json', '/bff-api/manifest.json: HTTP 503');
    const { container } = render(<ConfigErrorPage error={error} code="boot-failed" />);
    expect(screen.getByText('The site could not load its settings. Please try again in a moment.')).toBeTruthy();
    expect(container.textContent).not.toMatch(/bff-api|503|HTTP/);
    expect(container.querySelector('[data-error-code]')?.getAttribute('data-error-code')).toBe('boot-failed');
  });
});
