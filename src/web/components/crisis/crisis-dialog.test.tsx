import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalog } from '@/lib/i18n';
import { renderWithProviders } from '@/test/test-utils';
import { CrisisDialog } from './crisis-dialog';

describe('CrisisDialog', () => {
  it("opens 'Need help now?' with the crisis services, closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CrisisDialog />);
    const button = screen.getByRole('button', { name: 'Need help now?' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Need help now?' });
    expect(dialog).toHaveTextContent('988 Suicide & Crisis Lifeline');
    expect(dialog).toHaveTextContent('741741');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Opens again at once: the dialog's code stays loaded.
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Need help now?' })).toBeInTheDocument();
  });

  it('speaks Spanish: the button, the dialog and its services, the numbers unchanged', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CrisisDialog />, { locale: 'es', catalog: await loadCatalog('es') });
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: '¿Necesitas ayuda ahora?' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Necesitas ayuda ahora?' });
    expect(dialog).toHaveTextContent('Mereces apoyo ahora mismo.');
    expect(dialog).toHaveTextContent('Envía HOME al 741741 para hablar con un consejero de crisis capacitado.');
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(dialog).not.toHaveTextContent('You deserve support');
  });

  it('speaks Arabic, right to left, with the numbers still read left to right', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CrisisDialog />, { locale: 'ar', catalog: await loadCatalog('ar') });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'هل تحتاج إلى مساعدة الآن؟' }));
    const dialog = await screen.findByRole('dialog', { name: 'هل تحتاج إلى مساعدة الآن؟' });
    expect(dialog).toHaveTextContent('أنت تستحق الدعم الآن.');
    const oldNumber = screen.getByRole('link', { name: '1-800-273-8255' });
    expect(oldNumber).toHaveAttribute('href', 'tel:18002738255');
    expect(oldNumber).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute('href', 'https://findahelpline.com');
  });
});
