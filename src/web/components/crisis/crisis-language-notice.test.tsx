import { render, screen } from '@testing-library/react';
import { CrisisLanguageNotice } from './crisis-language-notice';

describe('CrisisLanguageNotice', () => {
  it.each(['I want to die', 'Ya no quiero vivir', 'Eu quero morrer', 'Je veux mourir', 'Ich will sterben', 'أريد أن أموت'])(
    'offers the crisis lines beside a draft that says "%s"',
    (text) => {
      render(<CrisisLanguageNotice text={text} />);
      expect(screen.getByRole('note')).toHaveTextContent("you don't have to face this alone");
    },
  );

  it.each(['me muero de risa', 'je meurs de faim', 'ich sterbe vor Langeweile', 'أموت من الضحك'])(
    'stays away from the idiom "%s"',
    (text) => {
      render(<CrisisLanguageNotice text={text} />);
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    },
  );
});
