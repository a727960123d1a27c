/// Step 2's demo (written with the step).
func step2Demo(_ out: Transcript) {
  out.say("(step 2 is not written yet)")
}
