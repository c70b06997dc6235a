import { describe, expect, it } from 'vitest';
import { version } from 'react';
import { render, screen } from '@testing-library/react';

describe('the test runtimes', () => {
  it('runs on real React in the react project and on preact/compat in the preact project', () => {
    // preact/compat reports React 19.0.0; real React reports its own 19.x.y
    const runtime = version === '19.0.0' ? 'preact' : 'react';
    expect(runtime).toBe(process.env.TEST_RUNTIME);
  });

  it('renders a component through the testing library of that runtime', () => {
    render(<button type="button">hello</button>);
    expect(screen.getByRole('button', { name: 'hello' })).toBeTruthy();
  });
});
