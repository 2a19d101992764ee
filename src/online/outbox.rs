//! Requests to a server, carried out one after the other on a thread of
//! their own, so that the command layer never waits for the network; and,
//! when the player leaves, what became of them. Leaving waits (a few
//! seconds at most) only until every request made before it has gone out
//! whole, never for a server's answer: a server that stalls keeps nobody
//! at the keyboard, and what it has not answered is said.

use std::collections::VecDeque;
use std::sync::mpsc::Receiver;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::http::{Progress, watched};

/// The jobs waiting, the one under way, and whether more may come.
struct State<J> {
    queue: VecDeque<J>,
    /// The job being carried out, and how far its requests have come.
    current: Option<(J, Arc<Progress>)>,
    /// No more jobs come; the worker ends once the queue is empty.
    closed: bool,
    /// The jobs come through a channel, all there once it is closed.
    fed: bool,
}

struct Shared<J> {
    state: Mutex<State<J>>,
    changed: Condvar,
}

impl<J> Shared<J> {
    fn state(&self) -> MutexGuard<'_, State<J>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Jobs (a request each, or a few made again after a wait the server asks
/// for) carried out in order by a worker of their own.
pub struct Outbox<J> {
    shared: Arc<Shared<J>>,
}

impl<J> Clone for Outbox<J> {
    fn clone(&self) -> Outbox<J> {
        Outbox {
            shared: self.shared.clone(),
        }
    }
}

/// What had not been answered when the player left.
#[derive(Debug, PartialEq, Eq)]
pub struct Left<J> {
    /// Gone out whole, and no answer had come.
    pub unanswered: Vec<J>,
    /// Never sent.
    pub unsent: Vec<J>,
}

impl<J: Clone + Send + 'static> Outbox<J> {
    /// An outbox whose worker does `work` with each job, in the order
    /// they are sent.
    pub fn start(mut work: impl FnMut(J) + Send + 'static) -> Outbox<J> {
        let shared: Arc<Shared<J>> = Arc::new(Shared {
            state: Mutex::new(State {
                queue: VecDeque::new(),
                current: None,
                closed: false,
                fed: false,
            }),
            changed: Condvar::new(),
        });
        let worker = shared.clone();
        std::thread::spawn(move || {
            loop {
                let (job, progress) = {
                    let mut state = worker.state();
                    let job = loop {
                        if let Some(job) = state.queue.pop_front() {
                            break job;
                        }
                        if state.closed {
                            return;
                        }
                        state = worker
                            .changed
                            .wait(state)
                            .unwrap_or_else(|e| e.into_inner());
                    };
                    let progress = Arc::new(Progress::default());
                    state.current = Some((job.clone(), progress.clone()));
                    (job, progress)
                };
                watched(&progress, || work(job));
                worker.state().current = None;
                worker.changed.notify_all();
            }
        });
        Outbox { shared }
    }

    /// An outbox whose jobs come through `jobs`: the outbox is closed
    /// when every sender of the channel is gone and each job it sent is in
    /// the outbox.
    pub fn fed_by(jobs: Receiver<J>, work: impl FnMut(J) + Send + 'static) -> Outbox<J> {
        let outbox = Outbox::start(work);
        outbox.shared.state().fed = true;
        let relay = outbox.clone();
        std::thread::spawn(move || {
            for job in jobs {
                relay.send(job);
            }
            relay.close();
        });
        outbox
    }

    /// A job to carry out after those sent before it.
    pub fn send(&self, job: J) {
        self.shared.state().queue.push_back(job);
        self.shared.changed.notify_all();
    }

    /// No more jobs come: the worker ends after the last.
    pub fn close(&self) {
        self.shared.state().closed = true;
        self.shared.changed.notify_all();
    }

    /// Waits, at most `limit`, until no job that `needed` says must go is
    /// left that has not gone out (the one under way has sent its request
    /// whole, or waits out a wait the server asked for, and none waits
    /// behind it, nor comes through the channel still); the worker goes
    /// on. Then what was left: the job under way if its request went out
    /// and its answer had not come, and the jobs never sent.
    pub fn settle(&self, limit: Duration, needed: impl Fn(&J) -> bool) -> Left<J> {
        let deadline = Instant::now() + limit;
        let mut state = self.shared.state();
        loop {
            let going_out = state.current.as_ref().is_some_and(|(job, progress)| {
                needed(job) && !progress.asked() && !progress.held()
            });
            let coming = state.fed && !state.closed;
            if !going_out && !coming && !state.queue.iter().any(&needed) {
                break;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            // The worker says when a job ends; a request going out whole
            // is looked at again every few milliseconds.
            let wait = left.min(Duration::from_millis(20));
            state = self
                .shared
                .changed
                .wait_timeout(state, wait)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        let mut left = Left {
            unanswered: Vec::new(),
            unsent: state.queue.iter().cloned().collect(),
        };
        if let Some((job, progress)) = &state.current
            && !progress.held()
        {
            if progress.asked() {
                left.unanswered.push(job.clone());
            } else {
                left.unsent.insert(0, job.clone());
            }
        }
        left
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::channel;

    /// Jobs are carried out in the order sent; leaving with none under
    /// way leaves nothing behind and does not wait.
    #[test]
    fn jobs_go_in_order_and_an_idle_outbox_settles_at_once() {
        let (done, finished) = channel();
        let outbox = Outbox::start(move |n: u32| {
            let _ = done.send(n);
        });
        for n in 1..=3 {
            outbox.send(n);
        }
        let got: Vec<u32> = (0..3)
            .map(|_| finished.recv_timeout(Duration::from_secs(5)).expect("done"))
            .collect();
        assert_eq!(got, vec![1, 2, 3]);
        let started = Instant::now();
        let left = outbox.settle(Duration::from_secs(60), |_| true);
        assert!(started.elapsed() < Duration::from_secs(30));
        assert_eq!(
            left,
            Left {
                unanswered: Vec::new(),
                unsent: Vec::new()
            }
        );
        outbox.close();
    }

    /// A job that never ends and never sends a request, with another
    /// behind it: both are said as not sent once the limit is past.
    #[test]
    fn jobs_that_never_went_out_are_said_as_unsent() {
        let (release, wait) = channel::<()>();
        let wait = Mutex::new(wait);
        let outbox = Outbox::start(move |_: u32| {
            let _ = wait.lock().map(|w| w.recv());
        });
        outbox.send(1);
        outbox.send(2);
        let left = outbox.settle(Duration::from_millis(200), |_| true);
        assert_eq!(
            left,
            Left {
                unanswered: Vec::new(),
                unsent: vec![1, 2]
            }
        );
        drop(release);
    }

    /// Jobs that need not go (asking for news) do not hold leaving up.
    #[test]
    fn jobs_that_need_not_go_are_not_waited_for() {
        let (release, wait) = channel::<()>();
        let wait = Mutex::new(wait);
        let outbox = Outbox::start(move |_: u32| {
            let _ = wait.lock().map(|w| w.recv());
        });
        outbox.send(1);
        outbox.send(2);
        let started = Instant::now();
        let left = outbox.settle(Duration::from_secs(60), |_| false);
        assert!(started.elapsed() < Duration::from_secs(30));
        assert_eq!(left.unsent, vec![1, 2]);
        drop(release);
    }
}
