/*===- helper_timer.h - the CUDA samples' stopwatch timers (subset) -------===*\
 * See helper_functions.h. Times are in milliseconds.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_HELPER_TIMER_H
#define __ULTIMA_HELPER_TIMER_H

#include <chrono>

class StopWatchInterface {
public:
  virtual ~StopWatchInterface() {}
  virtual void start() = 0;
  virtual void stop() = 0;
  virtual void reset() = 0;
  /* Milliseconds: the running session plus all completed ones. */
  virtual float getTime() = 0;
  /* Milliseconds per completed session. */
  virtual float getAverageTime() = 0;
};

class __UltimaStopWatch : public StopWatchInterface {
  typedef std::chrono::steady_clock Clock;
  Clock::time_point begin;
  float total = 0, lastSession = 0;
  int sessions = 0;
  bool running = false;
  float sinceStart() const {
    return std::chrono::duration<float, std::milli>(Clock::now() - begin).count();
  }

public:
  void start() override {
    begin = Clock::now();
    running = true;
  }
  void stop() override {
    if (!running)
      return;
    lastSession = sinceStart();
    total += lastSession;
    ++sessions;
    running = false;
  }
  void reset() override {
    total = lastSession = 0;
    sessions = 0;
    if (running)
      begin = Clock::now();
  }
  float getTime() override { return total + (running ? sinceStart() : 0); }
  float getAverageTime() override { return sessions ? total / sessions : 0; }
};

inline bool sdkCreateTimer(StopWatchInterface **timer) {
  *timer = new __UltimaStopWatch();
  return *timer != 0;
}
inline bool sdkDeleteTimer(StopWatchInterface **timer) {
  delete *timer;
  *timer = 0;
  return true;
}
inline bool sdkStartTimer(StopWatchInterface **timer) {
  if (*timer)
    (*timer)->start();
  return true;
}
inline bool sdkStopTimer(StopWatchInterface **timer) {
  if (*timer)
    (*timer)->stop();
  return true;
}
inline bool sdkResetTimer(StopWatchInterface **timer) {
  if (*timer)
    (*timer)->reset();
  return true;
}
inline float sdkGetTimerValue(StopWatchInterface **timer) {
  return *timer ? (*timer)->getTime() : 0.0f;
}
inline float sdkGetAverageTimerValue(StopWatchInterface **timer) {
  return *timer ? (*timer)->getAverageTime() : 0.0f;
}

#endif
