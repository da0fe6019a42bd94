import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import { CrisisLanguageNotice } from './crisis-language-notice';

describe('CrisisLanguageNotice', () => {
  it.each(['I want to die', 'Ya no quiero vivir', 'Eu quero morrer', 'Je veux mourir', 'Ich will sterben', 'أريد أن أموت'])(
    'offers the crisis lines beside a draft that says "%s"',
    async (text) => {
      stubFetch({});
      renderWithProviders(<CrisisLanguageNotice text={text} />);
      const note = screen.getByRole('note');
      expect(note).toHaveTextContent("you don't have to face this alone");
      await waitFor(() => expect(within(note).getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988'));
    },
  );

  it("names the lines of the person's country, from the crisis data", async () => {
    document.documentElement.dataset.country = 'DE';
    stubFetch({});
    renderWithProviders(<CrisisLanguageNotice text="Ich will nicht mehr leben" />);
    const note = screen.getByRole('note');
    await waitFor(() => expect(within(note).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112'));
    expect(note).toHaveTextContent('TelefonSeelsorge');
    expect(note).not.toHaveTextContent('988');
  });

  it.each(['me muero de risa', 'je meurs de faim', 'ich sterbe vor Langeweile', 'أموت من الضحك'])(
    'stays away from the idiom "%s"',
    (text) => {
      renderWithProviders(<CrisisLanguageNotice text={text} />);
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    },
  );
});
