import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ImageGallery } from './image-gallery';

const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `img${i}`, url: `/media/${i}.jpg`, alt: `Photo ${i + 1}` }));

describe('ImageGallery', () => {
  it('shows at most four tiles, the last one with +N for the rest', () => {
    renderWithTheme(<ImageGallery images={images(6)} label="Trip photos" />);
    const gallery = screen.getByRole('group', { name: 'Trip photos' });
    expect(within(gallery).getAllByRole('button')).toHaveLength(4);
    expect(gallery).toHaveTextContent('+2');
  });

  it('opens a tile in the lightbox, which pages with buttons and arrow keys and closes on Escape', async () => {
    const onCardClick = jest.fn();
    renderWithTheme(
      <div onClick={onCardClick}>
        <ImageGallery images={images(3)} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open image 2 of 3' }));
    expect(onCardClick).not.toHaveBeenCalled();

    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(viewer).toHaveTextContent('2 / 3');
    expect(within(viewer).getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(viewer).toHaveTextContent('3 / 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(viewer).toHaveTextContent('1 / 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewer).toHaveTextContent('3 / 3');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in the single layout shows one image with previous/next and a counter', async () => {
    renderWithTheme(<ImageGallery images={images(2)} layout="single" />);
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
  });
});
