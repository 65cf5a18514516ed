import { describe, expect, it } from 'vitest';
import { previewableImage } from './image-preview';

const ORIGIN = 'http://localhost:3000';

describe('previewableImage', () => {
  it('shows https images, images of the page itself and inline images', () => {
    expect(previewableImage(' https://cdn.example.com/logo.svg ', ORIGIN)).toBe('https://cdn.example.com/logo.svg');
    expect(previewableImage('http://localhost:3000/central-logo.svg', ORIGIN)).toBe('http://localhost:3000/central-logo.svg');
    expect(previewableImage("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E", ORIGIN)).toMatch(/^data:image/);
  });

  it('leaves out what the content policy would refuse, and what is no address', () => {
    expect(previewableImage('http://cdn.example.com/logo.svg', ORIGIN)).toBeNull();
    expect(previewableImage('logo.svg', ORIGIN)).toBeNull();
    expect(previewableImage('', ORIGIN)).toBeNull();
  });
});
