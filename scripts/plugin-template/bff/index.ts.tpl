import { defineBffModule } from '../../../bff/bffModule.ts';
import type { GreetingReply } from '../schemas/greeting.ts';

/** The plugin's calls in the reference BFF, mounted by core at start. */
export default defineBffModule({
  id: '__ID__',
  register(app) {
    app.get('/__ID__-api/v1/greeting', async (): Promise<GreetingReply> => ({ message: 'Hello from the __ID__ plugin' }));
  },
});
