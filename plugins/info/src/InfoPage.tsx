import { RemoteView } from '@host/sdk';
import { useInfoPath } from './useInfoPath.ts';
import { useOpenImage } from './useOpenImage.ts';

export default function InfoPage() {
  return <RemoteView className="info-page" path={useInfoPath()} onContentClick={useOpenImage()} />;
}
