// /setting/custom-field (delivery-order.md §3): the create form when isModalShown=true, else the list.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CustomFieldSettingRedirect } from '../../../src/custom/setting/CustomFieldSettingRedirect.tsx';

function at(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/setting/custom-field" element={<CustomFieldSettingRedirect />} />
        <Route path="/custom-field/create" element={<p>create form</p>} />
        <Route path="/custom-field" element={<p>custom-field list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CustomFieldSettingRedirect', () => {
  it('opens the create form for the link with isModalShown=true', () => {
    at('/setting/custom-field?isModalShown=true');
    expect(screen.getByText('create form')).toBeInTheDocument();
  });

  it('opens the list otherwise', () => {
    at('/setting/custom-field');
    expect(screen.getByText('custom-field list')).toBeInTheDocument();
  });
});
