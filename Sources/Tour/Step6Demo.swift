/// Step 6's demo (written with the step).
func step6Demo(_ out: Transcript) {
  out.say("(step 6 is not written yet)")
}
