import type {
  CompileRequest,
  CompileSummary,
  LoadedPack,
  DownloadCardsRequest,
  DownloadReport,
  DownloadSearchResult,
  DownloadSource,
  Drafts,
  FileContent,
  HostApi,
  HostBridge,
  JobProgress,
  TextEncoding,
  WorkspaceChange,
  WorkspaceInfo,
} from '../../../host/contract.js';
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
  async readFile(path: string, encoding?: TextEncoding): Promise<FileContent> {
    return unwrap(await this.bridge.readFile(path, encoding));
  }
  async readFiles(paths: readonly string[]): Promise<readonly (FileContent | null)[]> {
    return unwrap(await this.bridge.readFiles(paths));
  }
  async writeFile(path: string, text: string, encoding?: TextEncoding): Promise<FileContent> {
    return unwrap(await this.bridge.writeFile(path, text, encoding));
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
  async compile(options: CompileRequest): Promise<CompileSummary> {
    return unwrap(await this.bridge.compile(options));
  }
  async cancelCompile(): Promise<boolean> {
    return unwrap(await this.bridge.cancelCompile());
  }
  async loadPack(path: string): Promise<LoadedPack> {
    return unwrap(await this.bridge.loadPack(path));
  }
  async downloadSearch(
    query: { readonly name: string } | { readonly search: string },
    source: DownloadSource,
  ): Promise<DownloadSearchResult> {
    return unwrap(await this.bridge.downloadSearch(query, source));
  }
  async download(request: DownloadCardsRequest): Promise<DownloadReport> {
    return unwrap(await this.bridge.download(request));
  }
  async readDrafts(): Promise<Drafts> {
    return unwrap(await this.bridge.readDrafts());
  }
  async writeDrafts(drafts: Drafts): Promise<void> {
    unwrap(await this.bridge.writeDrafts(drafts));
  }
  onChange(listener: (changes: readonly WorkspaceChange[]) => void): () => void {
    return this.bridge.onChange(listener);
  }
  onProgress(listener: (progress: JobProgress) => void): () => void {
    return this.bridge.onProgress(listener);
  }
}
