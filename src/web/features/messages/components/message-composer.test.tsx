import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/test-utils';
import { MessageComposer } from './message-composer';

describe('MessageComposer', () => {
  it('shows the crisis notice on message drafts too, including evasive spellings', async () => {
    renderWithProviders(<MessageComposer conversationId={3} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'thinking about sewerslide');
    expect(screen.getByRole('note')).toHaveTextContent('You can still post');
  });
});
