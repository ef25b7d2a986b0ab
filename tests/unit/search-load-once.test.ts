/** The search's chunk loader (plugins/search/src/client/loadOnce.ts). */
import {describe, expect, it, vi} from 'vitest';
import {loadOnce} from '../../plugins/search/src/client/loadOnce';

describe('loadOnce', () => {
  it('shares one load between calls', async () => {
    const load = vi.fn(async () => 'runtime');
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(['runtime', 'runtime']);
    expect(await get()).toBe('runtime');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue('runtime');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    expect(await get()).toBe('runtime');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
