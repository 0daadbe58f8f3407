import type { FileContent, HostApi, HostBridge, WorkspaceChange, WorkspaceInfo } from '../../../host/contract.js';
import { unwrap } from './host-error.js';

/**
 * HostApi over Electron's preload bridge (`window.cardsmith`, see electron/preload.ts). The bridge answers
 * HostResult values because errors crossing the context bridge lose their `code`; here they become rejections
 * again.
 */
export class ElectronHost implements HostApi {
  constructor(private readonly bridge: HostBridge) {}

  async workspace(): Promise<WorkspaceInfo> {
    return unwrap(await this.bridge.workspace());
  }
  async readFile(path: string): Promise<FileContent> {
    return unwrap(await this.bridge.readFile(path));
  }
  async writeFile(path: string, text: string): Promise<FileContent> {
    return unwrap(await this.bridge.writeFile(path, text));
  }
  async createFile(path: string, text: string): Promise<FileContent> {
    return unwrap(await this.bridge.createFile(path, text));
  }
  async createDirectory(path: string): Promise<void> {
    unwrap(await this.bridge.createDirectory(path));
  }
  async rename(from: string, to: string): Promise<void> {
    unwrap(await this.bridge.rename(from, to));
  }
  async delete(path: string): Promise<void> {
    unwrap(await this.bridge.delete(path));
  }
  onChange(listener: (changes: readonly WorkspaceChange[]) => void): () => void {
    return this.bridge.onChange(listener);
  }
}
